# Native tests of the playable table, next to native_smoke (cmake/game_target.cmake): the real SDL
# window under Xvfb, driven through SDL events.
#  - native_ui_selftest: `russian_bank --selftest` plays a scripted game (a drag, a click-click
#    move, an illegal drop, a knock with nothing to knock on, a key, the end of a turn and the
#    computer's reply) and exits 0 when the record and messages match;
#  - native_ui_phone_selftest: the same at 390x844 CSS pixels and devicePixelRatio 3 (the tall
#    table, where every coordinate is scaled);
#  - native_ui_screenshot_<preset>_<view>: draws the table, the menu and the rules page of each
#    preset into PNGs under the build tree (ui-shots/) for people to look at; each passes when
#    its frame was drawn and saved.
# Include it from CMakeLists.txt after cmake/game_target.cmake.

if(NOT EMSCRIPTEN)
  find_program(RB_UI_XVFB_RUN xvfb-run)
  if(RB_UI_XVFB_RUN)
    set(_rb_ui_env "SDL_AUDIODRIVER=dummy;LIBGL_ALWAYS_SOFTWARE=1")
    set(_rb_ui_xvfb "${RB_UI_XVFB_RUN}" -a -s "-screen 0 2400x2600x24")
    add_test(NAME native_ui_selftest
             COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> --selftest)
    add_test(NAME native_ui_phone_selftest
             COMMAND ${_rb_ui_xvfb} $<TARGET_FILE:russian_bank> --selftest --size 390x844
                     --dpr 3)
    set(_rb_shots "${CMAKE_BINARY_DIR}/ui-shots")
    file(MAKE_DIRECTORY "${_rb_shots}")
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
    set_tests_properties(native_ui_selftest native_ui_phone_selftest PROPERTIES
                         TIMEOUT 120 ENVIRONMENT "${_rb_ui_env}")
  else()
    message(WARNING "xvfb-run not found (apt-get install xvfb xauth): no native UI tests")
  endif()
endif()
