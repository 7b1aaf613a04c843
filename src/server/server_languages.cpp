// The online server's languages (see server_languages.hpp).
#include "server/server_languages.hpp"

#include <map>

namespace rb::online {
namespace {

std::map<std::string, Language, std::less<>>& languages() {
  static std::map<std::string, Language, std::less<>> kept;  // (nodes stay where they are)
  return kept;
}

}  // namespace

bool add_server_language(std::string_view code, std::string_view text, std::string* error) {
  Language language;
  std::string problem;
  if (!read_language(code, text, language, problem)) {
    if (error) *error = problem;
    return false;
  }
  languages()[std::string(code)] = std::move(language);
  return true;
}

const Language* server_language(std::string_view code) {
  const auto found = languages().find(code);
  return found == languages().end() ? nullptr : &found->second;
}

}  // namespace rb::online
