# SDL2 + SDL2_image for the game, as one INTERFACE target `rb_sdl` (includes and libraries).
#  - Native: Debian's libsdl2-dev and libsdl2-image-dev, through their CMake package configs.
#  - Emscripten: static wasm builds of the same versions made from Debian's source packages by
#    scripts/wasm-sdl, cached once per machine (shared by every clone and build tree) in
#    ${XDG_CACHE_HOME:-$HOME/.cache}/russian-bank/wasm-sdl-<SDL2>-<SDL2_image>-<recipe>. When
#    that folder is missing or incomplete, configuring runs scripts/wasm-sdl to build it. The
#    build tree points at it: the link <build>/wasm-sdl (and RB_WASM_SDL in CMake).
# Either way, both `#include <SDL.h>` and `#include <SDL2/SDL.h>` work.

add_library(rb_sdl INTERFACE)

# The per-machine cache of scripts/ (also used by cmake/game_target.cmake).
if(NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
  set(RB_CACHE_HOME "$ENV{XDG_CACHE_HOME}/russian-bank")
else()
  set(RB_CACHE_HOME "$ENV{HOME}/.cache/russian-bank")
endif()

if(NOT EMSCRIPTEN)
  find_package(SDL2 2.0.18 REQUIRED CONFIG)
  # No version: Debian's sdl2_image-config-version.cmake says "@MAJOR_VERSION_MACRO@...".
  find_package(SDL2_image REQUIRED CONFIG)
  target_link_libraries(rb_sdl INTERFACE SDL2::SDL2 SDL2_image::SDL2_image)
  return()
endif()

# The folder: scripts/wasm-sdl knows it (it is keyed by the versions and by the recipe), unless
# RB_WASM_SDL_PREFIX names another one.
set(RB_WASM_SDL_PREFIX "" CACHE PATH "wasm SDL2 + SDL2_image folder (empty: the per-machine cache)")
set(_rb_wasm_sdl_script "${PROJECT_SOURCE_DIR}/scripts/wasm-sdl")
if(RB_WASM_SDL_PREFIX)
  set(RB_WASM_SDL "${RB_WASM_SDL_PREFIX}")
else()
  execute_process(COMMAND "${_rb_wasm_sdl_script}" --print-prefix OUTPUT_VARIABLE RB_WASM_SDL
                  OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
endif()
execute_process(COMMAND "${_rb_wasm_sdl_script}" --check --prefix "${RB_WASM_SDL}"
                RESULT_VARIABLE _rb_wasm_sdl_ready)
if(NOT _rb_wasm_sdl_ready EQUAL 0)
  message(STATUS "wasm SDL2/SDL2_image missing or incomplete in ${RB_WASM_SDL}: building it")
  execute_process(COMMAND "${_rb_wasm_sdl_script}" --prefix "${RB_WASM_SDL}"
                  RESULT_VARIABLE _rb_wasm_sdl_result)
  if(NOT _rb_wasm_sdl_result EQUAL 0)
    message(FATAL_ERROR "scripts/wasm-sdl failed (${_rb_wasm_sdl_result}); see its output above")
  endif()
endif()
message(STATUS "wasm SDL2/SDL2_image: ${RB_WASM_SDL}")
# Re-configure when the cache is removed or rebuilt, or the recipe changes.
file(GLOB _rb_wasm_sdl_patches "${PROJECT_SOURCE_DIR}/scripts/wasm-sdl-patches/*.patch")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             "${RB_WASM_SDL}/.rb-complete" "${_rb_wasm_sdl_script}"
             ${_rb_wasm_sdl_patches})
file(CREATE_LINK "${RB_WASM_SDL}" "${CMAKE_BINARY_DIR}/wasm-sdl" SYMBOLIC)

target_include_directories(rb_sdl SYSTEM INTERFACE "${RB_WASM_SDL}/include/SDL2"
                                                  "${RB_WASM_SDL}/include")
target_link_libraries(rb_sdl INTERFACE "${RB_WASM_SDL}/lib/libSDL2_image.a"
                                       "${RB_WASM_SDL}/lib/libSDL2.a")
