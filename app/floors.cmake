# The include check of app/'s floors, run by the build (the target
# ataxx_app_floors, app/CMakeLists.txt) whenever one of the app's files
# changes:
#
#   cmake -DAPP=<app/> -DAI=<ai/> -DCORE=<core/> -DFLOORS=<folders> -DSTAMP=<file> -P floors.cmake
#
# FLOORS names app/'s folders, lowest first; "." is app/ itself, the window,
# the top. A file includes only headers of its own floor and of those below
# it: a header of a higher one, even one included only for an enum or an
# inline function (which the layer check's link cannot see), fails the build
# with the file and the include. A folder of app/ that is no floor fails too,
# so that the list, DESIGN.md and the tree cannot drift apart. And an include
# names one file only: no folder of app/ has the name of one of ai/'s, and no
# header at app/'s top the name of one of core/'s (whose headers have no
# folder), since both trees are on every include path.
cmake_minimum_required(VERSION 3.21)
set(problems "")

file(GLOB entries LIST_DIRECTORIES true RELATIVE "${APP}" "${APP}/*")
foreach(entry IN LISTS entries)
    if(IS_DIRECTORY "${APP}/${entry}" AND NOT entry IN_LIST FLOORS)
        string(APPEND problems "  app/${entry}/ is in no floor: add it to ataxx_app_floors "
                               "(app/CMakeLists.txt) and to DESIGN.md's parts\n")
    endif()
    if(IS_DIRECTORY "${APP}/${entry}" AND IS_DIRECTORY "${AI}/${entry}")
        string(APPEND problems "  app/${entry}/ and ai/${entry}/: \"${entry}/...\" would name "
                               "either; give the app's folder another name\n")
    endif()
    if(entry MATCHES "\\.h$" AND EXISTS "${CORE}/${entry}")
        string(APPEND problems "  app/${entry} and core/${entry}: \"${entry}\" would name "
                               "either; give the app's header another name\n")
    endif()
endforeach()

set(level 0)
foreach(floor IN LISTS FLOORS)
    if(floor STREQUAL ".")
        file(GLOB files "${APP}/*.h" "${APP}/*.cpp")
    else()
        file(GLOB files "${APP}/${floor}/*.h" "${APP}/${floor}/*.cpp")
    endif()
    foreach(file IN LISTS files)
        file(RELATIVE_PATH name "${APP}" "${file}")
        file(STRINGS "${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
        foreach(include IN LISTS includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header
                                 "${include}")
            # Headers of core/, ai/ and Qt are not app/'s.
            if(NOT EXISTS "${APP}/${header}")
                continue()
            endif()
            if(header MATCHES "^([^/]+)/")
                set(folder "${CMAKE_MATCH_1}")
            else()
                set(folder ".")
            endif()
            list(FIND FLOORS "${folder}" at)
            if(at GREATER level)
                string(APPEND problems "  app/${name} includes \"${header}\", of a floor above "
                                       "its own (${folder} over ${floor})\n")
            endif()
        endforeach()
    endforeach()
    math(EXPR level "${level} + 1")
endforeach()

if(NOT problems STREQUAL "")
    string(REPLACE ";" " < " order "${FLOORS}")
    message(FATAL_ERROR "app/'s floors, lowest first: ${order} (\".\" is the window).\n"
                        "A file may include its own floor's headers and those below:\n"
                        "${problems}")
endif()
file(TOUCH "${STAMP}")
