# Build speed. The suite is built four times per CI run (Debian 12, the sanitizers, Debian 13,
# the package), so parsing Qt's headers for every file and linking ~90 executables with the
# BFD linker were most of its time. Neither setting changes what is built.

# lld links a test executable in about a sixth of the time GNU ld takes (measured: 0.8 s against
# 5.1 s for tst_actioncontroller with debug information).
option(ACP_USE_LLD "Link with lld when the compiler accepts -fuse-ld=lld" ON)
if(ACP_USE_LLD AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    include(CheckLinkerFlag)
    check_linker_flag(CXX "-fuse-ld=lld" ACP_HAVE_LLD)
    if(ACP_HAVE_LLD)
        add_link_options(-fuse-ld=lld)
    endif()
endif()

# Qt's module headers, parsed once per target family instead of once per file: a UI test's
# file compiles in 5.6 s instead of 12.7 s. (A precompiled header also hides a missing include;
# the fuzz build, the only other build of these sources, uses the same headers.)
option(ACP_PRECOMPILED_HEADERS "Precompile the Qt module headers" ON)
set(ACP_CORE_PCH_HEADERS <QtCore/QtCore> <QtNetwork/QtNetwork> <QtSql/QtSql>)
set(ACP_UI_PCH_HEADERS ${ACP_CORE_PCH_HEADERS} <QtGui/QtGui> <QtWidgets/QtWidgets>
    <QtPrintSupport/QtPrintSupport>)

# acp_precompile_headers(TARGET HEADERS...): TARGET gets its own precompiled header.
function(acp_precompile_headers target)
    if(ACP_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# acp_reuse_precompiled_headers(TARGET FROM): TARGET uses FROM's, which needs the same compile
# flags and definitions (tests/CMakeLists.txt gives every test of a family the same ones).
function(acp_reuse_precompiled_headers target from)
    if(ACP_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()

# The libraries' sources compiled a batch at a time (CMake's unity build): each file otherwise
# re-reads the project's own headers and instantiates the same templates. On in the presets that
# build from scratch (ci, asan, release) and in the package build; off for development, where a
# change recompiles one file instead of its batch, and where a missing include still shows.
option(ACP_UNITY_BUILD "Compile the libraries' sources in batches" OFF)
set(ACP_UNITY_BATCH_SIZE 8 CACHE STRING "Sources per batch of the unity build")

# acp_unity_build(TARGET): TARGET's sources compile in batches when ACP_UNITY_BUILD is on.
function(acp_unity_build target)
    if(ACP_UNITY_BUILD)
        set_target_properties(${target} PROPERTIES UNITY_BUILD ON
                                                   UNITY_BUILD_BATCH_SIZE ${ACP_UNITY_BATCH_SIZE})
    endif()
endfunction()
