# The native window's sounds reach the audio device: runs a short demo (the computer in both seats)
# with SDL's "disk" audio driver, which writes what it plays to a file, and checks that the file
# holds sound, not only silence (a silent stream is all zero bytes). CTest's `native_sound` runs:
#   cmake -DGAME=<russian_bank> -DXVFB_RUN=<xvfb-run> -DOUT=<file> -P sound_heard.cmake
file(REMOVE "${OUT}")
set(ENV{SDL_AUDIODRIVER} disk)
set(ENV{SDL_DISKAUDIOFILE} "${OUT}")
execute_process(COMMAND "${XVFB_RUN}" -a "${GAME}" --demo-seconds 2 --keep none --speed fast
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the game exited with ${status}")
endif()
if(NOT EXISTS "${OUT}")
  message(FATAL_ERROR "no audio was written: the game opened no audio device")
endif()
file(SIZE "${OUT}" bytes)
file(READ "${OUT}" hex HEX)
string(REPLACE "0" "" loud "${hex}")
string(LENGTH "${loud}" loud_digits)
message(STATUS "${bytes} bytes of audio, ${loud_digits} non-zero hex digits")
if(bytes LESS 88200)  # half a second of 44.1 kHz mono float samples
  message(FATAL_ERROR "only ${bytes} bytes of audio")
endif()
if(loud_digits LESS 20000)
  message(FATAL_ERROR "the audio is (nearly) silent: ${loud_digits} non-zero hex digits")
endif()
