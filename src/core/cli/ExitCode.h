#pragma once

namespace acp {

// The command line's exit codes (README: "Command line").
enum ExitCode { Success = 0, Failure = 1, UsageError = 2, Interrupted = 130 };

} // namespace acp
