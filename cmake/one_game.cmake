# The list of games a browser bundle of one game is built with: src/games/all_games.cpp with every
# other folder's modules left out (its lines' `&<folder>_game...` become `nullptr`), so the bundle
# links only its own game while its menu still names the family. One object library per game:
# rb_one_game_<folder>, with that game's library.
file(READ "${PROJECT_SOURCE_DIR}/src/games/all_games.cpp" _rb_all_games)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             "${PROJECT_SOURCE_DIR}/src/games/all_games.cpp")
foreach(folder IN LISTS RB_GAME_FOLDERS)
  set(_rb_list "${_rb_all_games}")
  foreach(other IN LISTS RB_GAME_FOLDERS)
    if(NOT other STREQUAL folder)
      string(REGEX REPLACE "&${other}_game(_[a-z_]+)?}" "nullptr}" _rb_list "${_rb_list}")
    endif()
  endforeach()
  set(_rb_file "${CMAKE_CURRENT_BINARY_DIR}/one_game/${folder}.cpp")
  file(CONFIGURE OUTPUT "${_rb_file}" CONTENT "${_rb_list}" @ONLY)
  add_library(rb_one_game_${folder} OBJECT "${_rb_file}")
  target_link_libraries(rb_one_game_${folder} PUBLIC rb_game_${folder})
  if(TARGET rb_game_${folder}_extra_bundle)
    add_library(rb_one_game_${folder}_extra OBJECT "${_rb_file}")
    target_link_libraries(rb_one_game_${folder}_extra PUBLIC rb_game_${folder}_extra_bundle)
  endif()
endforeach()
