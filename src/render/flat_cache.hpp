// A small cache of drawn things (text lines, shapes) by key: a list searched from the front. The
// caches hold at most a few hundred entries, and each std::map instantiation would link about
// 2 KB of wasm.
#pragma once

#include <utility>
#include <vector>

namespace rb::render {

template <typename Key, typename Value>
class FlatCache {
 public:
  Value* find(const Key& key) {
    for (auto& [k, value] : items_) {
      if (k == key) return &value;
    }
    return nullptr;
  }
  Value& add(Key key, Value value) {
    return items_.emplace_back(std::move(key), std::move(value)).second;
  }
  size_t size() const { return items_.size(); }
  auto begin() { return items_.begin(); }
  auto end() { return items_.end(); }
  void clear() { items_.clear(); }

 private:
  std::vector<std::pair<Key, Value>> items_;
};

}  // namespace rb::render
