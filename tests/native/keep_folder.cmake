# The native window makes the --keep folder it is given when it is missing, and saves the game
# there (a review's first save went nowhere for want of the folder). CTest's `native_keep_folder`:
#   cmake -DGAME=<russian_bank> -DXVFB_RUN=<xvfb-run> -DDIR=<scratch folder> -P keep_folder.cmake
file(REMOVE_RECURSE "${DIR}")
set(folder "${DIR}/not/made/yet")
execute_process(COMMAND "${XVFB_RUN}" -a "${GAME}" --game harp --query "seed=3" --frames 3
                        --keep "${folder}"
                RESULT_VARIABLE status ERROR_VARIABLE said)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the game exited with ${status}: ${said}")
endif()
if(NOT EXISTS "${folder}/harp.game.txt")
  message(FATAL_ERROR "no harp.game.txt in ${folder}: ${said}")
endif()
file(READ "${folder}/harp.game.txt" saved)
if(NOT saved MATCHES "seed 3")
  message(FATAL_ERROR "the save does not hold deal 3: ${saved}")
endif()
