#include "core/catalog/ApplicationsReadAhead.h"

#include "core/logging/LogCategories.h"
#include "core/store/Database.h"

namespace acp {

ApplicationsReadAhead::ApplicationsReadAhead(const QString &databasePath, const LabelScheme &labels)
    : m_thread([this, databasePath, labels] {
        // Made, used and closed on this thread: a QSqlDatabase connection belongs to the thread
        // that opened it.
        Database database;
        if (!database.openReadOnly(databasePath)) {
            qCWarning(lcStore).noquote()
                << "the application list is read on the window's thread:" << database.errorString();
            return;
        }
        m_applications = ApplicationCatalog(database, labels).applications();
    })
{ }

ApplicationsReadAhead::~ApplicationsReadAhead()
{
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

std::optional<QList<ApplicationSummary>> ApplicationsReadAhead::take()
{
    if (!m_thread.joinable()) {
        return std::nullopt;
    }
    m_thread.join(); // what the thread wrote is visible after it
    return std::exchange(m_applications, std::nullopt);
}

} // namespace acp
