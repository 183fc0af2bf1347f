#include "ui/report/ReportCommand.h"

#include "core/cli/CommandLine.h"
#include "core/report/ReportBuilder.h"
#include "core/workspace/Workspace.h"
#include "ui/report/ReportRenderer.h"
#include "ui/widgets/UiSupport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace acp {

namespace {

struct ReportCommandText
{
    Q_DECLARE_TR_FUNCTIONS(acp::ReportCommand)
};

enum ExitCode { Success = 0, Failure = 1, UsageError = 2 };

} // namespace

int runReportCommand(Workspace &workspace, const CommandLineRequest &request, QTextStream &out,
                     QString *error)
{
    const QStringList &arguments = request.arguments;
    bool ok = false;
    const int number = arguments.value(0).toInt(&ok);
    if (request.all ? !arguments.isEmpty() : (arguments.size() != 1 || !ok || number <= 0)) {
        *error = ReportCommandText::tr("“report” needs one issue number or --all, for example: "
                                       "report 12 --output report.pdf.");
        return UsageError;
    }
    if (request.output.isEmpty()) {
        *error = ReportCommandText::tr("“report” needs --output FILE.pdf.");
        return UsageError;
    }

    ReportBuilder builder(workspace);
    ReportRenderer renderer;
    bool written = false;
    if (request.all) {
        const QList<int> numbers = builder.allApplicationNumbers();
        if (numbers.isEmpty()) {
            *error = ReportCommandText::tr("No applications are cached yet; run “sync” first.");
            return Failure;
        }
        const std::optional<RoundReport> round = builder.round(numbers);
        if (!round) {
            *error = builder.errorString();
            return Failure;
        }
        written = renderer.writePdf(*round, request.output);
    } else {
        const std::optional<ApplicationReport> report = builder.application(number);
        if (!report) {
            *error = builder.errorString();
            return Failure;
        }
        written = renderer.writePdf(*report, request.output);
    }
    if (!written) {
        *error = renderer.errorString();
        return Failure;
    }
    const int pages = renderer.pageCount();
    out << ui::numerus(ReportCommandText::tr("Wrote %1 (%n page(s)).", nullptr, pages), pages)
               .arg(QFileInfo(request.output).absoluteFilePath())
        << '\n';
    return Success;
}

} // namespace acp
