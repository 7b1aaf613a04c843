# The games' rules pages (GameModule::rules_file) are data files, not compiled in: every game's
# src/games/<folder>/rules/*.txt is copied into rules/ in the build folder, beside the native
# program (build/native/rules/) and the page's bundles (build/web/rules/), where the table reads
# one when its rules page is first opened. A new game adds its files in its own folder only; its
# folder's options.txt (the options' sentences and the keys) is added to the end of each page.
# The loss screen's jokes (src/app/text/jokes.txt) go there too, read when a game is lost.
file(GLOB RB_RULES_TEXTS CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/games/*/rules/*.txt")
list(APPEND RB_RULES_TEXTS "${PROJECT_SOURCE_DIR}/src/app/text/jokes.txt")
set(_rb_rules_names)
set(_rb_rules_copies)
foreach(_rb_text IN LISTS RB_RULES_TEXTS)
  get_filename_component(_rb_name "${_rb_text}" NAME)
  if(_rb_name IN_LIST _rb_rules_names)
    message(FATAL_ERROR "cmake/rules_texts.cmake: two games have a rules page ${_rb_name}")
  endif()
  list(APPEND _rb_rules_names "${_rb_name}")
  set(_rb_copy "${CMAKE_BINARY_DIR}/rules/${_rb_name}")
  # A game's page gets its folder's options.txt (the options' sentences, the keys) at its end.
  get_filename_component(_rb_folder "${_rb_text}" DIRECTORY)
  get_filename_component(_rb_folder "${_rb_folder}" DIRECTORY)
  set(_rb_options "${_rb_folder}/options.txt")
  if(NOT EXISTS "${_rb_options}")
    set(_rb_options "")
  endif()
  add_custom_command(OUTPUT "${_rb_copy}"
                     COMMAND "${CMAKE_COMMAND}" "-DPAGE=${_rb_text}" "-DOPTIONS=${_rb_options}"
                             "-DOUT=${_rb_copy}" -P "${PROJECT_SOURCE_DIR}/cmake/rules_page_copy.cmake"
                     DEPENDS "${_rb_text}" ${_rb_options}
                             "${PROJECT_SOURCE_DIR}/cmake/rules_page_copy.cmake"
                     COMMENT "rules/${_rb_name}" VERBATIM)
  list(APPEND _rb_rules_copies "${_rb_copy}")
endforeach()
add_custom_target(rules_texts ALL DEPENDS ${_rb_rules_copies})
# The targets that show the rules pages bring them along when built alone.
foreach(_rb_target web_games web_test_games russian_bank)
  if(TARGET ${_rb_target})
    add_dependencies(${_rb_target} rules_texts)
  endif()
endforeach()
