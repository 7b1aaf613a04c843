# Native tests of the playable table, next to native_smoke (cmake/game_target.cmake): the real SDL
# window under Xvfb (one server for them all, started by the fixture test native_ui_display_start
# and stopped by native_ui_display_stop), driven through SDL events.
#  - native_ui_selftest: `russian_bank --selftest` plays a scripted game (a drag, a click-click
#    move, an illegal drop, a knock with nothing to knock on, a key, the end of a turn and the
#    computer's reply) and exits 0 when the record and messages match;
#  - native_ui_phone_selftest: the same at 390x844 CSS pixels and devicePixelRatio 3 (the tall
#    table, where every coordinate is scaled); native_ui_selftest_<game folder>_<size>: the same
#    script on every other game (--game NAME), desktop and phone, and its pictures;
#  - native_ui_partial_redraws_*: the software renderer's frames redrawn in part (only where cards
#    moved) compared pixel for pixel with full redraws, in the selftest and in computer-vs-computer
#    games at 1280x800 and 390x844 DPR 3;
#  - native_ui_screenshot_<preset>_<view>: draws the table, the menu and the rules page of each
#    preset into PNGs under the build tree (ui-shots/) for people to look at; each passes when
#    its frame was drawn and saved;
#  - native_ui_screenshot_stats_<size>: the statistics panel with statistics read from a kept
#    folder (ui-shots/keep-<size>/, written here), at 1280x800 and at 390x844 DPR 3, and with none;
#  - native_ui_screenshot_menu_rules_<size>: the menu's rules options page (scarne, every option);
#  - native_ui_screenshot_table_<colour>: the table in each colour but the default green.
# Include it from CMakeLists.txt after cmake/game_target.cmake.

if(NOT EMSCRIPTEN)
  # A bad --query is refused naming each option it refuses, in the page's words (before any
  # window opens: no display needed).
  add_test(NAME native_query_names_refused_options
           COMMAND $<TARGET_FILE:russian_bank> --query "level=99&speed=zoom&seed=5")
  set_tests_properties(native_query_names_refused_options PROPERTIES
      PASS_REGULAR_EXPRESSION "bad value for --query: level \"99\"[^;]*; speed \"zoom\"")
  find_program(RB_UI_XVFB_RUN xvfb-run)
  if(RB_UI_XVFB_RUN)
    set(_rb_ui_env "SDL_AUDIODRIVER=dummy;LIBGL_ALWAYS_SOFTWARE=1")
    # One Xvfb server for every native_ui_ test (tests/native/on_display.sh), a CTest fixture.
    set(_rb_ui_display "${CMAKE_BINARY_DIR}/ui-display")
    set(_rb_ui_script "${PROJECT_SOURCE_DIR}/tests/native/on_display.sh")
    set(_rb_ui_xvfb "${_rb_ui_script}" run "${_rb_ui_display}")
    add_test(NAME native_ui_display_start COMMAND "${_rb_ui_script}" start "${_rb_ui_display}")
    add_test(NAME native_ui_display_stop COMMAND "${_rb_ui_script}" stop "${_rb_ui_display}")
    set_tests_properties(native_ui_display_start PROPERTIES FIXTURES_SETUP rb_ui_display)
    set_tests_properties(native_ui_display_stop PROPERTIES FIXTURES_CLEANUP rb_ui_display)
    add_test(NAME native_ui_selftest
             COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> --selftest)
    add_test(NAME native_ui_phone_selftest
             COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> --selftest --size 390x844
                     --dpr 3)
    # Frames redrawn in part (the software renderer): each must equal a full redraw of the same
    # moment (--check-redraws fails the run otherwise, or when no frame was redrawn in part).
    add_test(NAME native_ui_partial_redraws_selftest
             COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> --selftest --renderer software
                     --check-redraws)
    foreach(_rb_size 1280x800:1 390x844:3)
      string(REPLACE ":" ";" _rb_size_dpr "${_rb_size}")
      list(GET _rb_size_dpr 0 _rb_window)
      list(GET _rb_size_dpr 1 _rb_dpr)
      add_test(NAME native_ui_partial_redraws_${_rb_window}
               COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> --size ${_rb_window}
                       --dpr ${_rb_dpr} --renderer software --seats auto --speed fast
                       --demo-seconds 4 --check-redraws --keep none)
      set_tests_properties(native_ui_partial_redraws_${_rb_window} PROPERTIES TIMEOUT 90)
    endforeach()
    set(_rb_shots "${CMAKE_BINARY_DIR}/ui-shots")
    file(MAKE_DIRECTORY "${_rb_shots}")
    # Every other game of the family in the same window (--game): the scripted game on a desktop
    # and a phone, and its table, menu and rules page as pictures, for each preset a game folder's
    # ui_presets.txt lists (one a line; else its first preset only).
    foreach(_rb_listed IN LISTS RB_BUNDLE_LIST)  # "name" or "name=bundle" (see CMakeLists.txt)
      string(REPLACE "=" ";" _rb_listed "${_rb_listed}")
      list(GET _rb_listed 0 _rb_name)
      list(GET _rb_listed -1 _rb_bundle)
      string(REPLACE "-" "_" _rb_folder "${_rb_bundle}")
      if(_rb_name STREQUAL "russian-bank")
        continue()  # (its presets' tests follow)
      endif()
      string(REPLACE "-" "_" _rb_game_id "${_rb_name}")
      foreach(_rb_size 1280x800:1 390x844:3)
        string(REPLACE ":" ";" _rb_size_dpr "${_rb_size}")
        list(GET _rb_size_dpr 0 _rb_window)
        list(GET _rb_size_dpr 1 _rb_dpr)
        add_test(NAME native_ui_selftest_${_rb_game_id}_${_rb_window}
                 COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> --game ${_rb_name} --selftest
                         --size ${_rb_window} --dpr ${_rb_dpr} --keep none)
        set_tests_properties(native_ui_selftest_${_rb_game_id}_${_rb_window} PROPERTIES TIMEOUT 90
                             ENVIRONMENT "${_rb_ui_env}")
      endforeach()
      set(_rb_presets "")
      if(EXISTS "${PROJECT_SOURCE_DIR}/src/games/${_rb_folder}/ui_presets.txt")
        file(STRINGS "${PROJECT_SOURCE_DIR}/src/games/${_rb_folder}/ui_presets.txt" _rb_presets
             REGEX "^[a-z0-9-]+$")
      endif()
      if(NOT _rb_presets)
        set(_rb_presets "-")  # the game's first preset
      endif()
      foreach(_rb_preset IN LISTS _rb_presets)
        foreach(_rb_shot table:1280x800:1 menu:1280x800:1 rules:1280x800:1 table:390x844:3)
          string(REPLACE ":" ";" _rb_parts "${_rb_shot}")
          list(GET _rb_parts 0 _rb_panel)
          list(GET _rb_parts 1 _rb_window)
          list(GET _rb_parts 2 _rb_dpr)
          set(_rb_shot_name "${_rb_name}")
          set(_rb_flags --game ${_rb_name})
          if(NOT _rb_preset STREQUAL "-")
            string(APPEND _rb_shot_name "-${_rb_preset}")
            list(APPEND _rb_flags --preset ${_rb_preset})
          endif()
          string(APPEND _rb_shot_name "-${_rb_panel}")
          if(NOT _rb_window STREQUAL "1280x800")
            string(APPEND _rb_shot_name "-phone")
          endif()
          list(APPEND _rb_flags --seed 5 --random-moves 30 --frames 2 --size ${_rb_window}
               --dpr ${_rb_dpr} --screenshot "${_rb_shots}/${_rb_shot_name}.png")
          if(NOT _rb_panel STREQUAL "table")
            list(APPEND _rb_flags --panel ${_rb_panel})
          endif()
          string(REPLACE "-" "_" _rb_test_name "${_rb_shot_name}")
          add_test(NAME native_ui_screenshot_${_rb_test_name}
                   COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> ${_rb_flags})
          set_tests_properties(native_ui_screenshot_${_rb_test_name} PROPERTIES
                               TIMEOUT 60 ENVIRONMENT "${_rb_ui_env}")
        endforeach()
      endforeach()
    endforeach()
    foreach(_rb_preset house scarne ultimate)
      foreach(_rb_panel table menu rules)
        set(_rb_flags --preset ${_rb_preset} --seed 5 --random-moves 30 --frames 2
                      --screenshot "${_rb_shots}/${_rb_preset}-${_rb_panel}.png")
        if(NOT _rb_panel STREQUAL "table")
          list(APPEND _rb_flags --panel ${_rb_panel})
        endif()
        add_test(NAME native_ui_screenshot_${_rb_preset}_${_rb_panel}
                 COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> ${_rb_flags})
        set_tests_properties(native_ui_screenshot_${_rb_preset}_${_rb_panel} PROPERTIES
                             TIMEOUT 60 ENVIRONMENT "${_rb_ui_env}")
      endforeach()
    endforeach()
    # Statistics for the panel: three levels of house games, one of them with abandoned games.
    set(_rb_stats_text "russian-bank stats 1
house 1 games=5 wins=5 losses=0 draws=0 abandoned=0 streak=5 best_streak=5 score_total=212
house 3 games=12 wins=7 losses=4 draws=1 abandoned=2 streak=1 best_streak=3 score_total=140
house 5 games=9 wins=2 losses=7 draws=0 abandoned=1 streak=0 best_streak=1 score_total=-151
")
    set(_rb_keeps)
    foreach(_rb_shot stats_wide stats_phone stats_empty menu_rules_wide menu_rules_phone
            table_blue table_red table_grey table_grey_phone)
      set(_rb_flags --seed 5 --random-moves 30 --frames 2
                    --screenshot "${_rb_shots}/${_rb_shot}.png")
      if(_rb_shot MATCHES "phone$")
        list(APPEND _rb_flags --size 390x844 --dpr 3)
      else()
        list(APPEND _rb_flags --size 1280x800)
      endif()
      if(_rb_shot MATCHES "^stats_(wide|phone)$")
        # A kept folder with the statistics alone (no game to resume, no settings).
        set(_rb_keep "${_rb_shots}/keep-${_rb_shot}")
        file(MAKE_DIRECTORY "${_rb_keep}")
        file(WRITE "${_rb_keep}/russian-bank.stats.txt" "${_rb_stats_text}")
        list(APPEND _rb_keeps "${_rb_keep}/russian-bank.game.txt"
             "${_rb_keep}/russian-bank.settings.txt")
        list(APPEND _rb_flags --keep "${_rb_keep}" --panel stats)
      elseif(_rb_shot STREQUAL "stats_empty")
        list(APPEND _rb_flags --keep none --panel stats)
      elseif(_rb_shot MATCHES "^menu_rules")
        list(APPEND _rb_flags --preset scarne --panel menu-rules)
      else()
        string(REGEX MATCH "blue|red|grey" _rb_colour "${_rb_shot}")
        list(APPEND _rb_flags --query table=${_rb_colour})
      endif()
      add_test(NAME native_ui_screenshot_${_rb_shot}
               COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> ${_rb_flags})
      set_tests_properties(native_ui_screenshot_${_rb_shot} PROPERTIES
                           TIMEOUT 60 ENVIRONMENT "${_rb_ui_env}")
    endforeach()
    # Each run starts from the statistics alone: the game and settings the last run kept go.
    add_test(NAME native_ui_screenshot_stats_fresh COMMAND ${CMAKE_COMMAND} -E rm -f ${_rb_keeps})
    set_tests_properties(native_ui_screenshot_stats_fresh PROPERTIES FIXTURES_SETUP rb_ui_stats)
    set_tests_properties(native_ui_screenshot_stats_wide native_ui_screenshot_stats_phone
                         PROPERTIES FIXTURES_REQUIRED rb_ui_stats)
    set_tests_properties(native_ui_selftest native_ui_phone_selftest PROPERTIES
                         TIMEOUT 120 ENVIRONMENT "${_rb_ui_env}")
    get_property(_rb_ui_tests DIRECTORY PROPERTY TESTS)
    list(FILTER _rb_ui_tests INCLUDE REGEX "^native_ui_")
    list(REMOVE_ITEM _rb_ui_tests native_ui_display_start native_ui_display_stop)
    set_property(TEST ${_rb_ui_tests} APPEND PROPERTY FIXTURES_REQUIRED rb_ui_display)
  else()
    message(WARNING "xvfb-run not found (apt-get install xvfb xauth): no native UI tests")
  endif()
endif()
