#pragma once

#include "core/cli/CommandGroup.h"

#include <QStringList>

namespace acp {

// `dashboard [--json]`: the figures of the whole process (DashboardFigures): applications by
// state, days per stage, the oldest waiting, open votes with who has not voted, deadlines, and
// the listed and retired platforms.
class DashboardCommands : public CommandGroup
{
    Q_OBJECT
public:
    DashboardCommands(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                      QTextStream &err, QObject *parent = nullptr);
    ~DashboardCommands() override;

    static QStringList commands(); // "dashboard"
    static bool handles(const QString &command) { return commands().contains(command); }

    void run() override;
};

} // namespace acp
