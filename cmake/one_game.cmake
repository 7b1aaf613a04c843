# The list of games a browser bundle of one game is built with: cmake/games.cmake's with every
# other folder's modules left out (null), so the bundle links only its own game while its menu
# still names the family. One object library per game:
# rb_one_game_<folder>, with that game's library.
foreach(folder IN LISTS RB_GAME_FOLDERS)
  set(_rb_file "${CMAKE_CURRENT_BINARY_DIR}/one_game/${folder}.cpp")
  rb_write_game_list("${_rb_file}" ${folder})
  add_library(rb_one_game_${folder} OBJECT "${_rb_file}")
  target_link_libraries(rb_one_game_${folder} PUBLIC rb_game_${folder})
  if(TARGET rb_game_${folder}_extra_bundle)
    add_library(rb_one_game_${folder}_extra OBJECT "${_rb_file}")
    target_link_libraries(rb_one_game_${folder}_extra PUBLIC rb_game_${folder}_extra_bundle)
  endif()
endforeach()
