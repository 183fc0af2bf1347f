// The one source of the acp_test_pch_* object libraries: CMake builds a precompiled header for
// a target that has sources, and every test of the family reuses that header.
