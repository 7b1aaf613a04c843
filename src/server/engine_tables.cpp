// The online engine's tables by number (see engine_tables.hpp).
#include "server/engine_tables.hpp"

#include <map>

namespace rb::online {
namespace {

std::map<int, std::unique_ptr<OnlineTable>>& tables() {
  static std::map<int, std::unique_ptr<OnlineTable>> all;
  return all;
}

std::string& given() {
  static std::string text;
  return text;
}

}  // namespace

int keep_table(std::unique_ptr<OnlineTable> table) {
  static int next = 1;
  const int number = next++;
  tables()[number] = std::move(table);
  return number;
}

OnlineTable* kept_table(int number) {
  const auto it = tables().find(number);
  return it == tables().end() ? nullptr : it->second.get();
}

void drop_table(int number) {
  tables().erase(number);
}

const char* give_text(std::string text) {
  given() = std::move(text);
  return given().c_str();
}

const char* last_text_given() {
  return given().c_str();
}

}  // namespace rb::online
