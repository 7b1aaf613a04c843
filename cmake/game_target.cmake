# How the game executables are linked and tested on each platform (RB_GAME_TARGETS: natively
# `russian_bank`, every game in one window; in the browser one bundle per game, game_<folder>).
#  - Emscripten: <name>.js + <name>.wasm per game (never .html: Debian's HTML minifier
#    crashes; the page is web/index.html, copied without its comments with web/embed.js into the
#    build folder), growable memory, the C functions and runtime methods
#    the page and the browser tests call, and size options (-Oz compiles, an -Os link, LTO) in the
#    Release build.
#  - Native: the CTest test `native_smoke`, which opens the real SDL window under Xvfb, draws 3
#    frames and must exit 0; and `native_sound`, a short demo whose sounds must reach SDL's audio
#    device (tests/native/sound_heard.cmake).

if(EMSCRIPTEN)
  set(RB_WEB_EXPORTED_FUNCTIONS _main _rb_frame_count)
  set(RB_WEB_EXPORTED_RUNTIME_METHODS ccall UTF8ToString)
  list(JOIN RB_WEB_EXPORTED_FUNCTIONS "," _rb_functions)
  list(JOIN RB_WEB_EXPORTED_RUNTIME_METHODS "," _rb_methods)

  foreach(_rb_game IN LISTS RB_GAME_TARGETS)
  set_target_properties(${_rb_game} PROPERTIES SUFFIX ".js")
  target_link_options(${_rb_game} PRIVATE
    "-sEXPORTED_FUNCTIONS=${_rb_functions}"
    "-sEXPORTED_RUNTIME_METHODS=${_rb_methods}"
    -sALLOW_MEMORY_GROWTH=1
    -sENVIRONMENT=web
    # No file system: the card art is compiled in and saves go through the page.
    -sFILESYSTEM=0
    # Size: the small allocator (3 KB less gzipped, and no slower at rasterizing the cards) and
    # only the Module fields that web/index.html sets.
    -sMALLOC=emmalloc
    # ... no errno strings, TextDecoder always (every browser with WebAssembly has it), no
    # deferred fullscreen requests (the page's own button goes full screen).
    -sSUPPORT_ERRNO=0
    -sTEXTDECODER=2
    -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0
    -sINCOMING_MODULE_JS_API=canvas,instantiateWasm,print,printErr,onRuntimeInitialized,onAbort,onExit
    # Two of Emscripten's library functions without its Browser object (see the file).
    "--js-library=${PROJECT_SOURCE_DIR}/src/platform/glue_library.js")
  set_property(TARGET ${_rb_game} APPEND PROPERTY LINK_DEPENDS
               "${PROJECT_SOURCE_DIR}/src/platform/glue_library.js")
  endforeach()

  # The Closure Compiler minifies the JS glue in the Release build (~100 KB -> ~40 KB raw,
  # 24 -> 15 KB gzipped), when scripts/setup has installed it (npm's google-closure-compiler,
  # in the per-machine cache; scripts/em/config.py points Emscripten at it) and it can run: its
  # native build, or a java. Without it the build works the same, with a bigger <name>.js.
  set(RB_WEB_CLOSURE AUTO CACHE STRING "Closure-compile the JS glue: ON, OFF or AUTO (if installed)")
  set_property(CACHE RB_WEB_CLOSURE PROPERTY STRINGS AUTO ON OFF)
  set(_rb_closure_on ${RB_WEB_CLOSURE})
  if(RB_WEB_CLOSURE STREQUAL "AUTO")
    find_program(RB_JAVA java)
    set(_rb_closure_dir "${RB_CACHE_HOME}/closure-compiler-20220104/node_modules")
    if(EXISTS "${_rb_closure_dir}/.bin/google-closure-compiler"
       AND (RB_JAVA OR EXISTS "${_rb_closure_dir}/google-closure-compiler-linux/compiler"))
      set(_rb_closure_on ON)
    else()
      set(_rb_closure_on OFF)
    endif()
  endif()

  # The page's files as served, next to the bundles: web/index.html and web/embed.js without their
  # comments (and, with the Closure Compiler, minified), the page told which games have a bundle
  # (scripts/page-files.mjs), built with them.
  list(JOIN RB_BUNDLE_LIST "," _rb_bundle_list)
  list(JOIN RB_EXTRA_LIST "," _rb_extra_list)
  find_program(RB_NODE NAMES node nodejs REQUIRED)
  set(_rb_page_sources "${PROJECT_SOURCE_DIR}/web/index.html" "${PROJECT_SOURCE_DIR}/web/embed.js")
  set(_rb_page_files "${CMAKE_CURRENT_BINARY_DIR}/index.html" "${CMAKE_CURRENT_BINARY_DIR}/embed.js")
  set(_rb_page_closure "")
  if(_rb_closure_on)  # (their scripts minified too)
    set(_rb_page_closure
        "--closure=${RB_CACHE_HOME}/closure-compiler-20220104/node_modules/.bin/google-closure-compiler")
  endif()
  add_custom_command(
    OUTPUT ${_rb_page_files}
    COMMAND "${RB_NODE}" "${PROJECT_SOURCE_DIR}/scripts/page-files.mjs"
            "${CMAKE_CURRENT_BINARY_DIR}" "--games=${_rb_bundle_list}"
            "--extras=${_rb_extra_list}" ${_rb_page_closure} ${_rb_page_sources}
    DEPENDS ${_rb_page_sources} "${PROJECT_SOURCE_DIR}/scripts/page-files.mjs"
    COMMENT "The page's files without their comments")
  add_custom_target(page_files ALL DEPENDS ${_rb_page_files})
  # The online client (Colyseus's browser client and web/online.js), which a page loads only when
  # its player goes online: scripts/online-client.mjs, from src/server's npm packages.
  add_custom_command(
    OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/online-client.js"
    COMMAND "${RB_NODE}" "${PROJECT_SOURCE_DIR}/scripts/online-client.mjs" "${CMAKE_CURRENT_BINARY_DIR}"
    DEPENDS "${PROJECT_SOURCE_DIR}/web/online.js" "${PROJECT_SOURCE_DIR}/scripts/online-client.mjs"
            "${PROJECT_SOURCE_DIR}/src/server/package-lock.json"
    COMMENT "The page's online client")
  add_custom_target(online_client ALL DEPENDS "${CMAKE_CURRENT_BINARY_DIR}/online-client.js")
  add_dependencies(page_files online_client)
  foreach(_rb_game IN LISTS RB_GAME_TARGETS)
    add_dependencies(${_rb_game} page_files)
  endforeach()

  # Size: -Oz and LTO for every target of the game in the Release build (the default of the
  # `web` preset). scripts/wasm-sdl builds the wasm SDL libraries with -Oz as LLVM bitcode,
  # so this link optimises them with the game and keeps only what is called.
  get_property(_rb_targets DIRECTORY PROPERTY BUILDSYSTEM_TARGETS)
  foreach(_rb_target IN LISTS _rb_targets)
    get_target_property(_rb_type ${_rb_target} TYPE)
    if(_rb_type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$")
      target_compile_options(${_rb_target} PRIVATE $<$<CONFIG:Release>:-Oz -flto>)
      # Float-to-int conversions as single instructions (the default guards each one with a
      # range check of a dozen instructions); every browser with bulk memory (which the page
      # already needs, src/platform/wasm/memory.cpp) has these too.
      target_compile_options(${_rb_target} PRIVATE -mnontrapping-fptoint -msign-ext -mbulk-memory)
      # A bundle links one game behind the game interface (src/core/game.hpp), whose tools (the
      # conformance tests' checks, the self-play bots) the page never calls: with the whole
      # program's vtables known, LTO drops the virtual functions nothing calls, and all they use.
      # No C++ exceptions in the game either (a throw would abort: nothing catches); the tests'
      # Catch2 and table builder throw.
      if(NOT _rb_target MATCHES "_tests(_wasm)?$")
        target_compile_options(${_rb_target} PRIVATE $<$<CONFIG:Release>:-fwhole-program-vtables
                               -fvirtual-function-elimination -fvisibility=hidden>
                               $<$<COMPILE_LANGUAGE:CXX>:-fno-exceptions>)
      endif()
    endif()
    # No C++ run-time type information in the game (nothing asks for it; the tests' Catch2 does).
    if(_rb_type MATCHES "^(STATIC_LIBRARY|OBJECT_LIBRARY|EXECUTABLE)$" AND
       NOT _rb_target MATCHES "_tests(_wasm)?$")
      target_compile_options(${_rb_target} PRIVATE
                             $<$<AND:$<CONFIG:Release>,$<COMPILE_LANGUAGE:CXX>>:-fno-rtti>)
    endif()
  endforeach()
  # (At -Oz Emscripten links the C library's size-optimised memcpy and memset, byte-by-byte
  # loops: src/platform/wasm/memory.cpp replaces them with bulk-memory instructions.)
  # Binaryen runs its size passes until they stop shrinking the wasm. It would also inline every
  # function that has one caller, however big: nanosvg's parser and rasterizer became one 13 KB
  # function, hot while the page opens, that the browser then spent ~130 ms of a core optimizing
  # (V8 tiers a hot function up whole), while the smaller hot loops waited in unoptimized code.
  # Only small single-caller functions are inlined now (and the wasm is no bigger).
  # The link is Emscripten's -O2, not -Oz: Binaryen's -O2 first and its size passes after give
  # a wasm ~1-2% bigger raw but ~3 KB smaller gzipped (what the page weighs), and at -O2
  # Emscripten keeps the JS glue's import and export names long; the glue then takes the wasm's
  # exports in one loop instead of a line each (DECLARE_ASM_MODULE_EXPORTS=0, ~430 bytes less).
  # The bundles' test twins (RB_TEST_BUNDLES) are the same C++ linked at Emscripten's -O1, without
  # the size passes and without Closure: a link about half as long as at -O2, for a wasm about a
  # quarter bigger and as fast in the browser tests (their play-through times did not change). The
  # browser tests load the pages people get too: the page budgets, page.test.mjs's slow network.
  # The frame-time measurements run on the twins: RB_QUICK_TEST_TWINS=OFF (scripts/test with
  # RB_E2E_MEASURE=1) links them as the bundles but for the last bytes, as their figures need.
  option(RB_QUICK_TEST_TWINS "Link the test twins of the page bundles at -O1" ON)
  foreach(_rb_game IN LISTS RB_GAME_TARGETS)
    if(_rb_game IN_LIST RB_TEST_BUNDLES AND RB_QUICK_TEST_TWINS)
      target_link_options(${_rb_game} PRIVATE
                          $<$<CONFIG:Release>:-O1 -sDECLARE_ASM_MODULE_EXPORTS=0 -flto -fwhole-program-vtables>)
    elseif(_rb_game IN_LIST RB_TEST_BUNDLES)
      target_link_options(${_rb_game} PRIVATE
                          $<$<CONFIG:Release>:-O2 -sDECLARE_ASM_MODULE_EXPORTS=0 -flto -fwhole-program-vtables -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=20,-Oz>)
    else()
      target_link_options(${_rb_game} PRIVATE
                          $<$<CONFIG:Release>:-O2 -sDECLARE_ASM_MODULE_EXPORTS=0 -flto -fwhole-program-vtables -sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=20,--converge,-Oz>)
    endif()
  endforeach()

  if(_rb_closure_on)
    foreach(_rb_game IN LISTS RB_GAME_TARGETS)
      if(NOT _rb_game IN_LIST RB_TEST_BUNDLES)
        target_link_options(${_rb_game} PRIVATE $<$<CONFIG:Release>:--closure=1>)
      endif()
    endforeach()
  else()
    message(STATUS "JS glue not closure-compiled (scripts/setup web installs the compiler; needs java)")
  endif()
else()
  find_program(RB_XVFB_RUN xvfb-run)
  if(RB_XVFB_RUN)
    add_test(NAME native_smoke COMMAND "${RB_XVFB_RUN}" -a $<TARGET_FILE:russian_bank> --frames 3)
    set_tests_properties(native_smoke PROPERTIES TIMEOUT 60
                         ENVIRONMENT "SDL_AUDIODRIVER=dummy;LIBGL_ALWAYS_SOFTWARE=1")
    add_test(NAME native_sound
             COMMAND "${CMAKE_COMMAND}" -DGAME=$<TARGET_FILE:russian_bank> -DXVFB_RUN=${RB_XVFB_RUN}
                     -DOUT=${CMAKE_CURRENT_BINARY_DIR}/native_sound.raw
                     -P "${PROJECT_SOURCE_DIR}/tests/native/sound_heard.cmake")
    set_tests_properties(native_sound PROPERTIES TIMEOUT 60 ENVIRONMENT "LIBGL_ALWAYS_SOFTWARE=1")
    add_test(NAME native_keep_folder
             COMMAND "${CMAKE_COMMAND}" -DGAME=$<TARGET_FILE:russian_bank> -DXVFB_RUN=${RB_XVFB_RUN}
                     -DDIR=${CMAKE_CURRENT_BINARY_DIR}/keep-folder-test
                     -P "${PROJECT_SOURCE_DIR}/tests/native/keep_folder.cmake")
    set_tests_properties(native_keep_folder PROPERTIES TIMEOUT 60
                         ENVIRONMENT "SDL_AUDIODRIVER=dummy;LIBGL_ALWAYS_SOFTWARE=1")
  else()
    message(WARNING "xvfb-run not found (apt-get install xvfb xauth): no native_smoke test")
  endif()
endif()
