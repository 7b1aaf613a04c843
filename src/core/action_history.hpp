// The actions of a game so far, as a persistent list: a copy costs one counted pointer however
// long the game, and a copy that goes on shares what came before. Game states behind the game
// interface keep their record this way, since the shared code copies states freely (search,
// conformance tests, previews). (Its own reference count, not std::shared_ptr: a browser bundle
// would link shared_ptr's type-erased control blocks for it.)
#pragma once

#include <utility>
#include <vector>

namespace rb {

template <typename Action>
class ActionHistory {
 public:
  ActionHistory() = default;
  ActionHistory(const ActionHistory& other) : last_(other.last_), size_(other.size_) {
    if (last_ != nullptr) ++last_->refs;
  }
  ActionHistory(ActionHistory&& other) noexcept
      : last_(std::exchange(other.last_, nullptr)), size_(std::exchange(other.size_, 0)) {}
  ActionHistory& operator=(ActionHistory other) noexcept {
    std::swap(last_, other.last_);
    std::swap(size_, other.size_);
    return *this;
  }
  ~ActionHistory() { release(last_); }

  void push(const Action& action) {
    last_ = new Node{action, last_, 1};  // (takes over this list's count on the old last node)
    ++size_;
  }
  int size() const { return size_; }
  // The actions in the order played.
  std::vector<Action> actions() const {
    std::vector<Action> list(static_cast<size_t>(size_));
    size_t i = list.size();
    for (const Node* node = last_; node; node = node->previous) list[--i] = node->action;
    return list;
  }

 private:
  struct Node {
    Action action;
    Node* previous;
    int refs;
  };
  // Drops one count of `node`, and of the nodes before it that nothing else holds (a loop, not a
  // recursion: a long game's list would otherwise go as deep as it is long).
  static void release(Node* node) {
    while (node != nullptr && --node->refs == 0) {
      Node* previous = node->previous;
      delete node;
      node = previous;
    }
  }
  Node* last_ = nullptr;
  int size_ = 0;
};

}  // namespace rb
