#pragma once

#include <QLoggingCategory>

// One logging category per core area, so that a session can be traced without a debugger:
//   QT_LOGGING_RULES="acp.*.debug=true" acp-workbench …      (everything)
//   QT_LOGGING_RULES="acp.github.debug=true;acp.outbox.debug=true"
// Debug messages are off unless a rule enables them; warnings are always on. Nothing secret
// is logged: no tokens, no request or response bodies, no comment texts.
namespace acp {

Q_DECLARE_LOGGING_CATEGORY(lcGitHub) // acp.github: each API request, its answer and retries
Q_DECLARE_LOGGING_CATEGORY(lcSync) // acp.sync: sync runs, pages, counts
Q_DECLARE_LOGGING_CATEGORY(lcOutbox) // acp.outbox: queued actions, pushes, each step
Q_DECLARE_LOGGING_CATEGORY(lcVoting) // acp.voting: ballots sent, votes polled
Q_DECLARE_LOGGING_CATEGORY(lcStore) // acp.store: schema migrations, durable commits
Q_DECLARE_LOGGING_CATEGORY(lcPreview) // acp.preview: link previews fetched and cached
Q_DECLARE_LOGGING_CATEGORY(lcAuth) // acp.auth: where the token came from (never the token)
Q_DECLARE_LOGGING_CATEGORY(lcWorkspace) // acp.workspace: workspaces opened and closed

} // namespace acp
