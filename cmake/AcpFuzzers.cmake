# -DACP_BUILD_FUZZERS=ON (clang only): every target of the build is instrumented for libFuzzer
# and AddressSanitizer + UndefinedBehaviorSanitizer, and fuzz/ adds the fuzz targets, which link
# libFuzzer's main. Use a build directory of its own:
#   cmake -S . -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
#         -DACP_BUILD_FUZZERS=ON -DACP_BUILD_TESTS=OFF
#   cmake --build build/fuzz --target acp_fuzzers
option(ACP_BUILD_FUZZERS "Build the libFuzzer targets in fuzz/ (clang only; instruments every target)" OFF)

if(ACP_BUILD_FUZZERS)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "ACP_BUILD_FUZZERS needs clang (libFuzzer): configure with "
                            "-DCMAKE_CXX_COMPILER=clang++ (Debian: clang and libclang-rt-dev).")
    endif()
    set(ACP_FUZZ_SANITIZERS -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined
        -fno-omit-frame-pointer -O1)
    add_compile_options(${ACP_FUZZ_SANITIZERS})
    add_link_options(-fsanitize=address,undefined)
endif()
