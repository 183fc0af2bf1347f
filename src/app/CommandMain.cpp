#include "app/CommandMain.h"

#include "core/i18n/Translations.h"

#include <QCoreApplication>
#include <QTimer>

namespace acp::app {

void setApplicationMetadata()
{
    QCoreApplication::setOrganizationName(QStringLiteral("acp-workbench"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("pytorch-fdn.github.io"));
    QCoreApplication::setApplicationName(QStringLiteral("acp-workbench"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACP_VERSION_STRING));
}

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments.append(QString::fromLocal8Bit(argv[i]));
    }
    return arguments;
}

bool isHeadless(const CommandLineRequest &request)
{
    return !request.command.isEmpty() || request.showHelp || request.showVersion
        || !request.error.isEmpty();
}

bool needsGui(const CommandLineRequest &request)
{
    return request.error.isEmpty() && !request.showHelp && !request.showVersion
        && request.command == QLatin1String("report");
}

int runCommand(QCoreApplication &app, int argc, char *argv[],
               const std::function<void(CommandRunner &runner)> &setUp)
{
    applyConfiguredLanguage(); // the language of the settings, else the system's
    // Parsed again now that the translations are installed: the help text and a usage error
    // are written in the user's language.
    CommandRunner runner(parseCommandLine(argumentsOf(argc, argv)));
    if (setUp) {
        setUp(runner);
    }
    QObject::connect(&runner, &CommandRunner::finished, &app, &QCoreApplication::exit);
    QTimer::singleShot(0, &runner, &CommandRunner::start);
    return app.exec();
}

} // namespace acp::app
