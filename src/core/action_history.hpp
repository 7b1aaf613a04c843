// The actions of a game so far, as a persistent list: a copy costs one shared pointer however
// long the game, and a copy that goes on shares what came before. Game states behind the game
// interface keep their record this way, since the shared code copies states freely (search,
// conformance tests, previews).
#pragma once

#include <memory>
#include <vector>

namespace rb {

template <typename Action>
class ActionHistory {
 public:
  void push(const Action& action) {
    last_ = std::make_shared<const Node>(Node{action, std::move(last_)});
    ++size_;
  }
  int size() const { return size_; }
  // The actions in the order played.
  std::vector<Action> actions() const {
    std::vector<Action> list(static_cast<size_t>(size_));
    size_t i = list.size();
    for (const Node* node = last_.get(); node; node = node->previous.get())
      list[--i] = node->action;
    return list;
  }

 private:
  struct Node {
    Action action;
    std::shared_ptr<const Node> previous;
  };
  std::shared_ptr<const Node> last_;
  int size_ = 0;
};

}  // namespace rb
