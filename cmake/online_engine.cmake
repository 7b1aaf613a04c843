# The online server's engine (src/server/, issue 24 part 2): the games that seats play in turns
# at a table, and the solitaires' matches between people (their extra part), compiled by Emscripten for Node as one module, build/web/online_engine.js + .wasm,
# which src/server/engine.mjs loads. The same libraries as the browser bundles (rb_game_<folder>);
# its list of games is cmake/games.cmake's with the others left out (as for a bundle,
# cmake/one_game.cmake). No SDL. Build it alone:
#   cmake --preset web && cmake --build --preset web --target online_engine -j2
# The server's pure C++ (its game query, table and views) is the library rb_online, which the
# native tests link too (tests/server/online_table_test.cpp).

# The folders whose games are played online: every game a seat plays in turns against another,
# and the two-pack solitaires' matches (multiple solitaire; with their extra part, below).
set(RB_ONLINE_GAME_FOLDERS russian_bank pishe_pasha spite_and_malice single_deck_russian_bank
                           two_pack_solitaires)

file(GLOB RB_ONLINE_SOURCES CONFIGURE_DEPENDS src/server/*.cpp)
# (The C interface's files are the modules' own, below.)
list(FILTER RB_ONLINE_SOURCES EXCLUDE REGEX "(engine_api|engine_tables|truth_api)\\.cpp$")
add_library(rb_online STATIC ${RB_ONLINE_SOURCES})
target_link_libraries(rb_online PUBLIC rb_core)
rb_warnings(rb_online)

if(EMSCRIPTEN)
  set(_rb_online_libraries)
  # (A game with an extra part is played online with it: the matches are the solitaires'.)
  foreach(folder IN LISTS RB_ONLINE_GAME_FOLDERS)
    if(TARGET rb_game_${folder}_extra_bundle)
      list(APPEND _rb_online_libraries rb_game_${folder}_extra_bundle)
    else()
      list(APPEND _rb_online_libraries rb_game_${folder})
    endif()
  endforeach()
  rb_write_game_list("${CMAKE_CURRENT_BINARY_DIR}/online_games.cpp" ${RB_ONLINE_GAME_FOLDERS})

  set(_rb_online_exports
      _rb_online_deal _rb_online_error _rb_online_free _rb_online_seats _rb_online_act
      _rb_online_all_at_once _rb_online_tick _rb_online_deadline
      _rb_online_forfeit _rb_online_stall_words _rb_online_plays_on _rb_online_computer_turn _rb_online_play_computer _rb_online_turn _rb_online_over _rb_online_winner _rb_online_sequence _rb_online_view
      _rb_online_table _rb_online_language _rb_online_seat_language _rb_online_words)
  # online_engine: the server's module. online_truth: the same with rb_online_truth (every card
  # as it lies), for the server's tests only; the server never loads it.
  foreach(_rb_module online_engine online_truth)
    set(_rb_sources src/server/engine_api.cpp src/server/engine_tables.cpp
                    "${CMAKE_CURRENT_BINARY_DIR}/online_games.cpp")
    set(_rb_exports ${_rb_online_exports})
    if(_rb_module STREQUAL "online_truth")
      list(APPEND _rb_sources src/server/truth_api.cpp)
      list(APPEND _rb_exports _rb_online_truth)
    endif()
    list(JOIN _rb_exports "," _rb_exports)
    add_executable(${_rb_module} ${_rb_sources})
    target_link_libraries(${_rb_module} PRIVATE rb_online ${_rb_online_libraries})
    rb_warnings(${_rb_module})
    set_target_properties(${_rb_module} PROPERTIES SUFFIX ".js" EXCLUDE_FROM_ALL TRUE)
    target_link_options(${_rb_module} PRIVATE
      -sENVIRONMENT=node -sMODULARIZE=1 -sEXPORT_NAME=createOnlineEngine
      "-sEXPORTED_FUNCTIONS=${_rb_exports}"
      -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString
      -sALLOW_MEMORY_GROWTH=1 -sFILESYSTEM=0
      # The server handles its own errors and exits: the module installs no process handlers.
      -sNODEJS_CATCH_EXIT=0 -sNODEJS_CATCH_REJECTION=0
      $<$<CONFIG:Release>:-O2 -flto>)
  endforeach()
endif()
