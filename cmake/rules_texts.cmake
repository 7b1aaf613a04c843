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

# The guided first games (GameModule::lesson_file): src/games/<folder>/learn/*.txt, copied as
# they are (their words are English; the languages' words files translate them).
file(GLOB _rb_lessons CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/games/*/learn/*.txt")
foreach(_rb_lesson IN LISTS _rb_lessons)
  get_filename_component(_rb_name "${_rb_lesson}" NAME)
  set(_rb_copy "${CMAKE_BINARY_DIR}/rules/${_rb_name}")
  add_custom_command(OUTPUT "${_rb_copy}"
                     COMMAND "${CMAKE_COMMAND}" -E copy "${_rb_lesson}" "${_rb_copy}"
                     DEPENDS "${_rb_lesson}" COMMENT "rules/${_rb_name}" VERBATIM)
  list(APPEND _rb_rules_copies "${_rb_copy}")
endforeach()

# The languages other than English (app/text/languages.hpp): a language's pages are
# src/games/<folder>/rules/<code>/<page>.txt with that folder's rules/<code>/options.txt, its jokes
# src/app/text/<code>/jokes.txt, all copied into rules/<code>/ as above; and its words file
# rules/<code>/words.txt, its messages (src/app/text/<code>/words.txt) after the glyphs of every
# letter its texts use beyond ASCII, written by scripts/language_words.py with Debian's python3
# (its fontTools and DejaVu fonts). The browser's words files hold no glyphs: the page sets text
# with the browser's fonts (src/render/page_text.cpp).
find_program(RB_SYSTEM_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT RB_SYSTEM_PYTHON)
  find_program(RB_SYSTEM_PYTHON python3 REQUIRED)
endif()
set(_rb_glyphs_option)
if(EMSCRIPTEN)
  set(_rb_glyphs_option --no-glyphs)
endif()
foreach(_rb_language fr de ru es)
  file(GLOB _rb_pages CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/src/games/*/rules/${_rb_language}/*.txt")
  list(FILTER _rb_pages EXCLUDE REGEX "/options\\.txt$")
  set(_rb_language_texts)
  foreach(_rb_text IN LISTS _rb_pages)
    get_filename_component(_rb_name "${_rb_text}" NAME)
    get_filename_component(_rb_folder "${_rb_text}" DIRECTORY)
    set(_rb_options "${_rb_folder}/options.txt")
    if(NOT EXISTS "${_rb_options}")
      set(_rb_options "")
    endif()
    set(_rb_copy "${CMAKE_BINARY_DIR}/rules/${_rb_language}/${_rb_name}")
    add_custom_command(OUTPUT "${_rb_copy}"
                       COMMAND "${CMAKE_COMMAND}" "-DPAGE=${_rb_text}" "-DOPTIONS=${_rb_options}"
                               "-DOUT=${_rb_copy}" -P "${PROJECT_SOURCE_DIR}/cmake/rules_page_copy.cmake"
                       DEPENDS "${_rb_text}" ${_rb_options}
                               "${PROJECT_SOURCE_DIR}/cmake/rules_page_copy.cmake"
                       COMMENT "rules/${_rb_language}/${_rb_name}" VERBATIM)
    list(APPEND _rb_rules_copies "${_rb_copy}")
    list(APPEND _rb_language_texts "${_rb_text}" ${_rb_options})
  endforeach()
  set(_rb_jokes "${PROJECT_SOURCE_DIR}/src/app/text/${_rb_language}/jokes.txt")
  if(EXISTS "${_rb_jokes}")
    set(_rb_copy "${CMAKE_BINARY_DIR}/rules/${_rb_language}/jokes.txt")
    add_custom_command(OUTPUT "${_rb_copy}"
                       COMMAND "${CMAKE_COMMAND}" -E copy "${_rb_jokes}" "${_rb_copy}"
                       DEPENDS "${_rb_jokes}" COMMENT "rules/${_rb_language}/jokes.txt" VERBATIM)
    list(APPEND _rb_rules_copies "${_rb_copy}")
    list(APPEND _rb_language_texts "${_rb_jokes}")
  endif()
  set(_rb_messages "${PROJECT_SOURCE_DIR}/src/app/text/${_rb_language}/words.txt")
  set(_rb_words "${CMAKE_BINARY_DIR}/rules/${_rb_language}/words.txt")
  set(_rb_messages_dependency)
  if(EXISTS "${_rb_messages}")
    set(_rb_messages_dependency "${_rb_messages}")
  endif()
  add_custom_command(OUTPUT "${_rb_words}"
                     COMMAND "${RB_SYSTEM_PYTHON}" "${PROJECT_SOURCE_DIR}/scripts/language_words.py"
                             ${_rb_glyphs_option} "${_rb_words}" "${_rb_messages}" ${_rb_language_texts}
                     DEPENDS ${_rb_messages_dependency} ${_rb_language_texts}
                             "${PROJECT_SOURCE_DIR}/scripts/language_words.py"
                             "${PROJECT_SOURCE_DIR}/scripts/make_card_art.py"
                     COMMENT "rules/${_rb_language}/words.txt" VERBATIM)
  list(APPEND _rb_rules_copies "${_rb_words}")
endforeach()
add_custom_target(rules_texts ALL DEPENDS ${_rb_rules_copies})
# The targets that show the rules pages bring them along when built alone.
foreach(_rb_target web_games web_test_games russian_bank render_tests online_engine online_truth)
  if(TARGET ${_rb_target})
    add_dependencies(${_rb_target} rules_texts)
  endif()
endforeach()
