# Settings every target of the project shares: C++20, warnings, strict Qt string handling.
add_library(acp_common INTERFACE)
target_compile_features(acp_common INTERFACE cxx_std_20)
target_compile_definitions(acp_common INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_FOREACH
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_UP_TO=0x060000)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(acp_common INTERFACE -Wall -Wextra -Wpedantic -Wno-missing-field-initializers)
endif()
