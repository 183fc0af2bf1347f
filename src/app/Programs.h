#pragma once

// Without Qt: the launcher links nothing but the C++ runtime, so that choosing a program costs
// next to nothing (loading Qt Core alone takes a few milliseconds).
namespace acp::app {

// The programs the `acp-workbench` launcher chooses between.
inline constexpr const char *CommandLineProgram = "acp-workbench-cli"; // Qt Core, Network, Sql
inline constexpr const char *WholeProgram = "acp-workbench-gui"; // and Qt GUI, Widgets

// Replaces this process with `program`, found beside the running executable (a build tree, or
// the installed programs' folder), else in ACP_PROGRAMS_FROM_BINDIR relative to it (the
// launcher's place, bin/). `argv` goes on as it is, so the program's name in its messages, its
// help and its window class stays "acp-workbench". Returns only when it could not: with a
// message on stderr, and 127 to exit with.
int execProgram(const char *program, char *argv[]);

} // namespace acp::app
