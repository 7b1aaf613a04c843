# The games of the family: the one list a game is registered in, and the C++ lists of games made
# from it (core/game_list.hpp's game_family()).
#
# RB_GAMES: one entry per game, in the menu's order (the first is played when no game is named):
# "address-name|folder|Title|module", where `module` is the function in namespace rb that returns
# the game's module, declared in src/games/<folder>/<folder>_game.hpp. Several games may share a
# folder (one engine, one browser bundle: the five solitaires).
set(RB_GAMES
    "russian-bank|russian_bank|Russian Bank|russian_bank_game"
    "pishe-pasha|pishe_pasha|Pishe Pasha|pishe_pasha_game"
    "spite-and-malice|spite_and_malice|Spite and Malice|spite_and_malice_game"
    "single-deck-russian-bank|single_deck_russian_bank|Single-deck Russian Bank|single_deck_russian_bank_game"
    "congress|two_pack_solitaires|Congress|two_pack_solitaires_game_congress"
    "harp|two_pack_solitaires|Harp|two_pack_solitaires_game_harp"
    "house-in-the-wood|two_pack_solitaires|House in the Wood|two_pack_solitaires_game_house_in_the_wood"
    "house-on-the-hill|two_pack_solitaires|House on the Hill|two_pack_solitaires_game_house_on_the_hill"
    "intelligence|two_pack_solitaires|Intelligence|two_pack_solitaires_game_intelligence")

# RB_GAME_FOLDERS: the games' folders, in the list's order. RB_BUNDLE_LIST: for the page, "name"
# per game, or "name=bundle" where its browser bundle is its folder's and named otherwise.
set(RB_GAME_FOLDERS)
set(RB_BUNDLE_LIST)
foreach(_rb_entry IN LISTS RB_GAMES)
  string(REPLACE "|" ";" _rb_fields "${_rb_entry}")
  list(GET _rb_fields 0 _rb_name)
  list(GET _rb_fields 1 _rb_folder)
  if(NOT IS_DIRECTORY "${PROJECT_SOURCE_DIR}/src/games/${_rb_folder}")
    message(FATAL_ERROR "cmake/games.cmake: ${_rb_name}'s folder src/games/${_rb_folder} is missing")
  endif()
  if(NOT _rb_folder IN_LIST RB_GAME_FOLDERS)
    list(APPEND RB_GAME_FOLDERS "${_rb_folder}")
  endif()
  string(REPLACE "_" "-" _rb_bundle "${_rb_folder}")
  if(_rb_bundle STREQUAL _rb_name)
    list(APPEND RB_BUNDLE_LIST "${_rb_name}")
  else()
    list(APPEND RB_BUNDLE_LIST "${_rb_name}=${_rb_bundle}")
  endif()
endforeach()

# rb_write_game_list(OUTPUT FOLDERS...): writes the C++ of game_family() to OUTPUT, every game of
# the family named, with the modules of the games in FOLDERS only (the others null: a browser
# bundle or the online engine holds some games, and its menu still names them all).
function(rb_write_game_list output)
  set(_includes "")
  set(_entries "")
  foreach(_entry IN LISTS RB_GAMES)
    string(REPLACE "|" ";" _fields "${_entry}")
    list(GET _fields 0 _name)
    list(GET _fields 1 _folder)
    list(GET _fields 2 _title)
    list(GET _fields 3 _module)
    if(_folder IN_LIST ARGN)
      set(_header "#include \"games/${_folder}/${_folder}_game.hpp\"\n")
      string(FIND "${_includes}" "${_header}" _found)
      if(_found EQUAL -1)
        string(APPEND _includes "${_header}")
      endif()
      string(APPEND _entries "      {\"${_name}\", \"${_title}\", &${_module}},\n")
    else()
      string(APPEND _entries "      {\"${_name}\", \"${_title}\", nullptr},\n")
    endif()
  endforeach()
  file(CONFIGURE OUTPUT "${output}" @ONLY CONTENT
"// Made by cmake/games.cmake from its list RB_GAMES: the games of the family, and the modules of
// those this build holds.
#include \"core/game_list.hpp\"
@_includes@
namespace rb {

const std::vector<GameEntry>& game_family() {
  static const std::vector<GameEntry> family = {
@_entries@  };
  return family;
}

}  // namespace rb
")
endfunction()
