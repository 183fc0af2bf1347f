// Over 600 lines on purpose: the SQL of the checklist and evidence tables and the rules for the
// dropped files they point at, kept together.

#include "core/review/ChecklistStore.h"

#include "core/review/LinkExtractor.h"
#include "core/store/Database.h"
#include "core/store/SqlValues.h"
#include "core/text/DisplayText.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryFile>

#include <algorithm>

namespace acp {

namespace {

QString sizeText(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1);
}

QVariant requirementValue(const QString &requirementId)
{
    return requirementId.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                   : QVariant(requirementId);
}

const char *const noteColumns =
    "id, issue_number, requirement_id, kind, content, source, file_path, sha256, "
    "original_name, size, created_at, updated_at, include_in_report, include_in_request";

EvidenceNote noteFrom(const QSqlQuery &query)
{
    EvidenceNote note;
    note.id = query.value(0).toLongLong();
    note.issueNumber = query.value(1).toInt();
    note.requirementId = query.value(2).isNull() ? QString() : query.value(2).toString();
    note.kind = evidenceKindFromId(query.value(3).toString()).value_or(EvidenceKind::Text);
    note.content = query.value(4).toString();
    note.source = query.value(5).toString();
    note.filePath = query.value(6).toString();
    note.sha256 = query.value(7).toString();
    note.originalName = query.value(8).toString();
    note.size = query.value(9).toLongLong();
    note.createdAt = sql::toDateTime(query.value(10));
    note.updatedAt = sql::toDateTime(query.value(11));
    note.includeInReport = query.value(12).toBool();
    note.includeInRequest = query.value(13).toBool();
    return note;
}

} // namespace

QString evidenceKindId(EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::Url:
        return QStringLiteral("url");
    case EvidenceKind::Text:
        return QStringLiteral("text");
    case EvidenceKind::File:
        return QStringLiteral("file");
    case EvidenceKind::Image:
        return QStringLiteral("image");
    }
    return {};
}

std::optional<EvidenceKind> evidenceKindFromId(QStringView id)
{
    for (EvidenceKind kind :
         { EvidenceKind::Url, EvidenceKind::Text, EvidenceKind::File, EvidenceKind::Image }) {
        if (id.compare(evidenceKindId(kind), Qt::CaseInsensitive) == 0) {
            return kind;
        }
    }
    return std::nullopt;
}

ChecklistStore::ChecklistStore(Database &database)
    : m_db(database.connection())
    , m_databasePath(database.filePath())
{ }

bool ChecklistStore::fail(const QString &message) const
{
    m_error = message;
    return false;
}

bool ChecklistStore::queryFailed(const QSqlQuery &query) const
{
    m_error = query.lastError().text();
    return false;
}

// ---- Checklist ----------------------------------------------------------------------------

ChecklistEntry ChecklistStore::entry(int issueNumber, const QString &requirementId) const
{
    ChecklistEntry result;
    result.issueNumber = issueNumber;
    result.requirementId = requirementId;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT status, note, updated_at FROM reviewer_checklist "
                                 "WHERE issue_number = ? AND requirement_id = ?"));
    query.addBindValue(issueNumber);
    query.addBindValue(requirementId);
    if (!query.exec()) {
        queryFailed(query);
        return result;
    }
    if (query.next()) {
        result.status =
            checklistStatusFromId(query.value(0).toString()).value_or(ChecklistStatus::Unreviewed);
        result.note = query.value(1).toString();
        result.updatedAt = sql::toDateTime(query.value(2));
    }
    return result;
}

QHash<QString, ChecklistEntry> ChecklistStore::entries(int issueNumber) const
{
    QHash<QString, ChecklistEntry> result;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT requirement_id, status, note, updated_at "
                                 "FROM reviewer_checklist WHERE issue_number = ?"));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        queryFailed(query);
        return result;
    }
    while (query.next()) {
        ChecklistEntry entry;
        entry.issueNumber = issueNumber;
        entry.requirementId = query.value(0).toString();
        entry.status =
            checklistStatusFromId(query.value(1).toString()).value_or(ChecklistStatus::Unreviewed);
        entry.note = query.value(2).toString();
        entry.updatedAt = sql::toDateTime(query.value(3));
        result.insert(entry.requirementId, entry);
    }
    return result;
}

QHash<int, QHash<QString, ChecklistStatus>> ChecklistStore::allStatuses() const
{
    QHash<int, QHash<QString, ChecklistStatus>> result;
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral(
            "SELECT issue_number, requirement_id, status FROM reviewer_checklist"))) {
        queryFailed(query);
        return result;
    }
    while (query.next()) {
        result[query.value(0).toInt()].insert(
            query.value(1).toString(),
            checklistStatusFromId(query.value(2).toString()).value_or(ChecklistStatus::Unreviewed));
    }
    return result;
}

bool ChecklistStore::setEntry(int issueNumber, const QString &requirementId, ChecklistStatus status,
                              const QString &note)
{
    if (issueNumber <= 0 || requirementId.trimmed().isEmpty()) {
        return fail(tr("A checklist entry needs an application and a requirement."));
    }
    QSqlQuery query(m_db);
    if (status == ChecklistStatus::Unreviewed && note.trimmed().isEmpty()) {
        // The default needs no row.
        query.prepare(QStringLiteral(
            "DELETE FROM reviewer_checklist WHERE issue_number = ? AND requirement_id = ?"));
        query.addBindValue(issueNumber);
        query.addBindValue(requirementId);
    } else {
        query.prepare(QStringLiteral(
            "INSERT INTO reviewer_checklist (issue_number, requirement_id, status, note, "
            "updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (issue_number, requirement_id) DO "
            "UPDATE SET status = excluded.status, note = excluded.note, "
            "updated_at = excluded.updated_at"));
        query.addBindValue(issueNumber);
        query.addBindValue(requirementId);
        query.addBindValue(checklistStatusId(status));
        query.addBindValue(sql::text(note));
        query.addBindValue(sql::fromDateTime(QDateTime::currentDateTimeUtc()));
    }
    if (!query.exec()) {
        return queryFailed(query);
    }
    return true;
}

bool ChecklistStore::setStatus(int issueNumber, const QString &requirementId,
                               ChecklistStatus status)
{
    const ChecklistEntry current = entry(issueNumber, requirementId);
    return setEntry(issueNumber, requirementId, status, current.note);
}

bool ChecklistStore::setNote(int issueNumber, const QString &requirementId, const QString &note)
{
    const ChecklistEntry current = entry(issueNumber, requirementId);
    return setEntry(issueNumber, requirementId, current.status, note);
}

bool ChecklistStore::isNotePrivate(int issueNumber, const QString &requirementId) const
{
    return privateNotes(issueNumber).contains(requirementId);
}

QSet<QString> ChecklistStore::privateNotes(int issueNumber) const
{
    QSet<QString> result;
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT requirement_id FROM reviewer_private_notes WHERE issue_number = ?"));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        queryFailed(query);
        return result;
    }
    while (query.next()) {
        result.insert(query.value(0).toString());
    }
    return result;
}

bool ChecklistStore::setNotePrivate(int issueNumber, const QString &requirementId, bool isPrivate)
{
    if (issueNumber <= 0 || requirementId.trimmed().isEmpty()) {
        return fail(tr("A checklist entry needs an application and a requirement."));
    }
    QSqlQuery query(m_db);
    query.prepare(isPrivate ? QStringLiteral("INSERT OR IGNORE INTO reviewer_private_notes "
                                             "(issue_number, requirement_id) VALUES (?, ?)")
                            : QStringLiteral("DELETE FROM reviewer_private_notes "
                                             "WHERE issue_number = ? AND requirement_id = ?"));
    query.addBindValue(issueNumber);
    query.addBindValue(requirementId);
    return query.exec() || queryFailed(query);
}

// ---- Evidence notes -----------------------------------------------------------------------

std::optional<qint64> ChecklistStore::insertNote(EvidenceNote note)
{
    if (note.issueNumber <= 0) {
        fail(tr("An evidence note needs an application."));
        return std::nullopt;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO reviewer_evidence_notes (issue_number, requirement_id, kind, content, "
        "source, file_path, sha256, original_name, size, created_at, updated_at, "
        "include_in_report, include_in_request) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(note.issueNumber);
    query.addBindValue(requirementValue(note.requirementId));
    query.addBindValue(evidenceKindId(note.kind));
    query.addBindValue(sql::text(note.content));
    query.addBindValue(sql::text(note.source));
    query.addBindValue(sql::text(note.filePath));
    query.addBindValue(sql::text(note.sha256));
    query.addBindValue(sql::text(note.originalName));
    query.addBindValue(note.size);
    query.addBindValue(sql::fromDateTime(now));
    query.addBindValue(sql::fromDateTime(now));
    query.addBindValue(note.includeInReport ? 1 : 0);
    query.addBindValue(note.includeInRequest ? 1 : 0);
    if (!query.exec()) {
        queryFailed(query);
        return std::nullopt;
    }
    return query.lastInsertId().toLongLong();
}

std::optional<qint64> ChecklistStore::addUrlNote(int issueNumber, const QString &requirementId,
                                                 const QUrl &url, const QString &source)
{
    if (!LinkExtractor::isAcceptable(url)
        || url.toString(QUrl::FullyEncoded).size() > LinkExtractor::MaxUrlLength) {
        fail(tr("Only http and https addresses can be added as links; %1 is not one.")
                 .arg(text::quoted(url.toDisplayString())));
        return std::nullopt;
    }
    EvidenceNote note;
    note.issueNumber = issueNumber;
    note.requirementId = requirementId;
    note.kind = EvidenceKind::Url;
    note.content = url.toString(QUrl::FullyEncoded);
    note.source = source;
    return insertNote(note);
}

std::optional<qint64> ChecklistStore::addTextNote(int issueNumber, const QString &requirementId,
                                                  const QString &text, const QString &source)
{
    if (text.trimmed().isEmpty()) {
        fail(tr("An empty text cannot be added as evidence."));
        return std::nullopt;
    }
    if (text.size() > MaxTextSize) {
        fail(tr("The text is too long to be a note (%1 characters; at most %2). Add it as a "
                "file instead.")
                 .arg(text.size())
                 .arg(MaxTextSize));
        return std::nullopt;
    }
    EvidenceNote note;
    note.issueNumber = issueNumber;
    note.requirementId = requirementId;
    note.kind = EvidenceKind::Text;
    note.content = text;
    note.source = source;
    return insertNote(note);
}

std::optional<qint64> ChecklistStore::addFileNote(int issueNumber, const QString &requirementId,
                                                  const QString &path, EvidenceKind kind,
                                                  const QString &source)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (!info.exists()) {
        fail(tr("The file %1 does not exist.").arg(text::quoted(QDir::toNativeSeparators(path))));
        return std::nullopt;
    }
    if (!info.isFile()) {
        fail(tr("%1 is not a regular file; only files can be added as evidence.")
                 .arg(text::quoted(QDir::toNativeSeparators(path))));
        return std::nullopt;
    }
    if (info.size() > m_maxFileSize) {
        fail(tr("%1 is %2; evidence files can be at most %3.")
                 .arg(text::quoted(name), sizeText(info.size()), sizeText(m_maxFileSize)));
        return std::nullopt;
    }
    QFile input(path);
    if (!input.open(QIODevice::ReadOnly)) {
        fail(tr("%1 could not be read: %2").arg(text::quoted(name), input.errorString()));
        return std::nullopt;
    }
    return storeFile(issueNumber, requirementId, input, name, kind,
                     source.isEmpty() ? QDir::toNativeSeparators(info.absoluteFilePath()) : source);
}

std::optional<qint64> ChecklistStore::addDataNote(int issueNumber, const QString &requirementId,
                                                  const QByteArray &data, const QString &name,
                                                  EvidenceKind kind, const QString &source)
{
    if (data.size() > m_maxFileSize) {
        fail(tr("%1 is %2; evidence files can be at most %3.")
                 .arg(text::quoted(name), sizeText(data.size()), sizeText(m_maxFileSize)));
        return std::nullopt;
    }
    QBuffer input;
    input.setData(data);
    input.open(QIODevice::ReadOnly);
    return storeFile(issueNumber, requirementId, input, name, kind, source);
}

std::optional<qint64> ChecklistStore::storeFile(int issueNumber, const QString &requirementId,
                                                QIODevice &input, const QString &originalName,
                                                EvidenceKind kind, const QString &source)
{
    if (kind != EvidenceKind::File && kind != EvidenceKind::Image) {
        fail(tr("Only file and image notes hold files."));
        return std::nullopt;
    }
    if (issueNumber <= 0) {
        fail(tr("An evidence note needs an application."));
        return std::nullopt;
    }
    const QDir files(filesDirectory());
    if (!QDir().mkpath(files.path())) {
        fail(tr("The folder %1 could not be created.")
                 .arg(text::quoted(QDir::toNativeSeparators(files.path()))));
        return std::nullopt;
    }

    // Copy into a temporary file beside the destination while hashing; the size is checked
    // again while reading, since a file can grow after it was measured.
    QTemporaryFile temporary(files.filePath(QStringLiteral(".incoming-XXXXXX")));
    if (!temporary.open()) {
        fail(tr("The evidence file could not be stored: %1").arg(temporary.errorString()));
        return std::nullopt;
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    qint64 size = 0;
    QByteArray buffer(64 * 1024, Qt::Uninitialized);
    for (;;) {
        const qint64 read = input.read(buffer.data(), buffer.size());
        if (read < 0) {
            fail(tr("%1 could not be read: %2")
                     .arg(text::quoted(originalName), input.errorString()));
            return std::nullopt;
        }
        if (read == 0) {
            break;
        }
        size += read;
        if (size > m_maxFileSize) {
            fail(tr("%1 is larger than %2, the limit for evidence files.")
                     .arg(text::quoted(originalName), sizeText(m_maxFileSize)));
            return std::nullopt;
        }
        hash.addData(QByteArrayView(buffer.constData(), read));
        if (temporary.write(buffer.constData(), read) != read) {
            fail(tr("The evidence file could not be stored: %1").arg(temporary.errorString()));
            return std::nullopt;
        }
    }
    if (!temporary.flush()) {
        fail(tr("The evidence file could not be stored: %1").arg(temporary.errorString()));
        return std::nullopt;
    }

    const QString digest = QString::fromLatin1(hash.result().toHex());
    const QString safeName = safeFileName(originalName);
    const QString relative = digest.left(16) + QLatin1Char('/') + safeName;
    const QString destination = files.filePath(relative);
    // The folder holds copies, never links: a link planted here could lead the copy (or a
    // later read) outside it.
    if (QFileInfo(destination).isSymLink()) {
        QFile::remove(destination);
    }
    EvidenceNote placed;
    placed.kind = kind;
    placed.filePath = relative;
    placed.originalName = originalName;
    if (const QString problem = filePathProblem(placed); !problem.isEmpty()) {
        fail(problem);
        return std::nullopt;
    }
    bool created = false;
    if (QFileInfo(destination).isFile() && QFileInfo(destination).size() == size) {
        // The same content under the same name is already there: share it.
    } else {
        if (!QDir().mkpath(QFileInfo(destination).absolutePath())) {
            fail(tr("The folder %1 could not be created.")
                     .arg(text::quoted(
                         QDir::toNativeSeparators(QFileInfo(destination).absolutePath()))));
            return std::nullopt;
        }
        QFile::remove(destination);
        temporary.close();
        if (!temporary.rename(destination)) {
            fail(tr("The evidence file could not be stored: %1").arg(temporary.errorString()));
            return std::nullopt;
        }
        temporary.setAutoRemove(false);
        // Data, never a program.
        QFile::setPermissions(destination, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        created = true;
    }

    EvidenceNote note;
    note.issueNumber = issueNumber;
    note.requirementId = requirementId;
    note.kind = kind;
    note.source = source;
    note.filePath = relative;
    note.sha256 = digest;
    note.originalName = originalName;
    note.size = size;
    const std::optional<qint64> id = insertNote(note);
    if (!id && created) {
        QFile::remove(destination);
    }
    return id;
}

bool ChecklistStore::updateNote(const EvidenceNote &note)
{
    const std::optional<EvidenceNote> current = this->note(note.id);
    if (!current) {
        return m_error.isEmpty() ? fail(tr("The evidence note no longer exists.")) : false;
    }
    if (note.kind != current->kind) {
        return fail(tr("An evidence note cannot change its kind."));
    }
    if (note.kind == EvidenceKind::Url) {
        const QUrl url(note.content, QUrl::StrictMode);
        if (!LinkExtractor::isAcceptable(url)) {
            return fail(tr("Only http and https addresses can be added as links; %1 is not one.")
                            .arg(text::quoted(note.content)));
        }
    }
    if (note.kind == EvidenceKind::Text && note.content.trimmed().isEmpty()) {
        return fail(tr("An empty text cannot be added as evidence."));
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "UPDATE reviewer_evidence_notes SET requirement_id = ?, content = ?, source = ?, "
        "include_in_report = ?, include_in_request = ?, updated_at = ? WHERE id = ?"));
    query.addBindValue(requirementValue(note.requirementId));
    query.addBindValue(sql::text(note.content));
    query.addBindValue(sql::text(note.source));
    query.addBindValue(note.includeInReport ? 1 : 0);
    query.addBindValue(note.includeInRequest ? 1 : 0);
    query.addBindValue(sql::fromDateTime(QDateTime::currentDateTimeUtc()));
    query.addBindValue(note.id);
    if (!query.exec()) {
        return queryFailed(query);
    }
    return true;
}

bool ChecklistStore::removeNote(qint64 id, FileRemoval files)
{
    const std::optional<EvidenceNote> current = note(id);
    if (!current) {
        return m_error.isEmpty() ? fail(tr("The evidence note no longer exists.")) : false;
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM reviewer_evidence_notes WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return queryFailed(query);
    }
    if (files == FileRemoval::WhenUnused && current->isFile()) {
        removeFileIfUnused(current->filePath);
    }
    return true;
}

bool ChecklistStore::restoreNote(const EvidenceNote &note)
{
    m_error.clear();
    if (note.id <= 0 || note.issueNumber <= 0) {
        return fail(tr("The evidence note cannot be restored: it has no id or application."));
    }
    if (note.isFile()) {
        if (const QString problem = filePathProblem(note); !problem.isEmpty()) {
            return fail(problem);
        }
        // The file must be the one the note was stored with (kept by removeNote).
        const QFileInfo file(absoluteFilePath(note));
        if (note.filePath.isEmpty() || !file.isFile() || file.size() != note.size) {
            return fail(tr("The file of the evidence note %1 is no longer in the workspace's data "
                           "folder.")
                            .arg(text::quoted(note.originalName)));
        }
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO reviewer_evidence_notes (id, issue_number, requirement_id, kind, content, "
        "source, file_path, sha256, original_name, size, created_at, updated_at, "
        "include_in_report, include_in_request) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(note.id);
    query.addBindValue(note.issueNumber);
    query.addBindValue(requirementValue(note.requirementId));
    query.addBindValue(evidenceKindId(note.kind));
    query.addBindValue(sql::text(note.content));
    query.addBindValue(sql::text(note.source));
    query.addBindValue(sql::text(note.isFile() ? note.filePath : QString()));
    query.addBindValue(sql::text(note.isFile() ? note.sha256 : QString()));
    query.addBindValue(sql::text(note.isFile() ? note.originalName : QString()));
    query.addBindValue(note.isFile() ? note.size : 0);
    query.addBindValue(sql::fromDateTime(note.createdAt.isValid() ? note.createdAt : now));
    query.addBindValue(sql::fromDateTime(note.updatedAt.isValid() ? note.updatedAt : now));
    query.addBindValue(note.includeInReport ? 1 : 0);
    query.addBindValue(note.includeInRequest ? 1 : 0);
    if (!query.exec()) {
        return queryFailed(query);
    }
    return true;
}

bool ChecklistStore::removeFileIfUnused(const QString &filePath)
{
    m_error.clear();
    if (filePath.isEmpty()) {
        return true;
    }
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT COUNT(*) FROM reviewer_evidence_notes WHERE file_path = ?"));
    query.addBindValue(filePath);
    if (!query.exec() || !query.next()) {
        return queryFailed(query);
    }
    if (query.value(0).toInt() > 0) {
        return false;
    }
    EvidenceNote note;
    note.kind = EvidenceKind::File;
    note.filePath = filePath;
    const QString path = absoluteFilePath(note);
    if (path.isEmpty()) {
        return false;
    }
    const bool removed = !QFileInfo::exists(path) || QFile::remove(path);
    QDir().rmdir(QFileInfo(path).absolutePath()); // only when empty
    return removed;
}

std::optional<EvidenceNote> ChecklistStore::note(qint64 id) const
{
    m_error.clear();
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT %1 FROM reviewer_evidence_notes WHERE id = ?")
                      .arg(QLatin1String(noteColumns)));
    query.addBindValue(id);
    if (!query.exec()) {
        queryFailed(query);
        return std::nullopt;
    }
    if (!query.next()) {
        return std::nullopt;
    }
    return noteFrom(query);
}

QList<EvidenceNote> ChecklistStore::notes(int issueNumber) const
{
    QList<EvidenceNote> result;
    QSqlQuery query(m_db);
    query.prepare(
        QStringLiteral("SELECT %1 FROM reviewer_evidence_notes WHERE issue_number = ? ORDER BY id")
            .arg(QLatin1String(noteColumns)));
    query.addBindValue(issueNumber);
    if (!query.exec()) {
        queryFailed(query);
        return result;
    }
    while (query.next()) {
        result.append(noteFrom(query));
    }
    return result;
}

QString ChecklistStore::filesDirectory() const
{
    const QFileInfo database(m_databasePath);
    return database.absoluteDir().filePath(database.completeBaseName() + QStringLiteral(".files"));
}

QString ChecklistStore::absoluteFilePath(const EvidenceNote &note) const
{
    if (!note.isFile() || note.filePath.isEmpty()) {
        return {};
    }
    if (const QString problem = filePathProblem(note); !problem.isEmpty()) {
        m_error = problem;
        return {};
    }
    return QDir(filesDirectory()).filePath(note.filePath);
}

QString ChecklistStore::filePathProblem(const EvidenceNote &note) const
{
    if (!note.isFile() || note.filePath.isEmpty()) {
        return {};
    }
    const QString refused =
        tr("The file of the evidence note %1 is not opened: its stored location leads outside "
           "the workspace's files folder.")
            .arg(text::quoted(note.originalName.isEmpty() ? QString::number(note.id)
                                                          : note.originalName));
    // Stored paths are always "<digest>/<safe name>" (storeFile): anything else is suspect.
    const QString &relative = note.filePath;
    if (QDir::isAbsolutePath(relative) || relative.startsWith(QLatin1Char('/'))
        || relative.contains(QLatin1Char('\\')) || relative.contains(QLatin1Char(':'))) {
        return refused;
    }
    for (const QChar c : relative) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f) {
            return refused;
        }
    }
    const QStringList segments = relative.split(QLatin1Char('/'));
    for (const QString &segment : segments) {
        if (segment.isEmpty() || segment == QLatin1String(".") || segment == QLatin1String("..")) {
            return refused;
        }
    }
    // A symbolic link inside the folder (or a linked sub-folder) may point anywhere: what is
    // there must resolve inside the folder's own real location.
    const QString folder = QFileInfo(filesDirectory()).canonicalFilePath();
    auto inside = [&folder](const QString &canonical, bool folderItself) {
        return !folder.isEmpty() && !canonical.isEmpty()
            && ((folderItself && canonical == folder)
                || canonical.startsWith(folder + QLatin1Char('/')));
    };
    const QFileInfo info(QDir(filesDirectory()).filePath(relative));
    if ((info.exists() || info.isSymLink()) && !inside(info.canonicalFilePath(), false)) {
        return refused; // (a dangling link has no canonical path)
    }
    // The folder a new copy would be written into, too.
    const QFileInfo parent(info.absolutePath());
    if (parent.exists() && !inside(parent.canonicalFilePath(), true)) {
        return refused;
    }
    return {};
}

QString ChecklistStore::safeFileName(const QString &name)
{
    // The last path component, whatever the separator.
    QString result = name;
    const qsizetype slash =
        std::max(result.lastIndexOf(QLatin1Char('/')), result.lastIndexOf(QLatin1Char('\\')));
    result = result.mid(slash + 1);
    for (QChar &c : result) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || QStringView(u":*?\"<>|").contains(c)
            || c.category() == QChar::Other_Format) {
            c = QLatin1Char('_');
        }
    }
    // No hidden files, nothing Windows trims silently.
    while (!result.isEmpty() && (result.back() == QLatin1Char('.') || result.back().isSpace())) {
        result.chop(1);
    }
    result = result.trimmed();
    while (result.startsWith(QLatin1Char('.'))) {
        result.replace(0, 1, QLatin1Char('_'));
    }
    if (result.isEmpty()) {
        result = QStringLiteral("file");
    }
    static const QRegularExpression reserved(
        QStringLiteral("^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\..*)?$"),
        QRegularExpression::CaseInsensitiveOption);
    if (reserved.match(result).hasMatch()) {
        result.prepend(QLatin1Char('_'));
    }
    constexpr qsizetype maxLength = 120;
    if (result.size() > maxLength) {
        const qsizetype dot = result.lastIndexOf(QLatin1Char('.'));
        const QString suffix = dot > 0 && result.size() - dot <= 16 ? result.mid(dot) : QString();
        qsizetype keep = maxLength - suffix.size();
        if (result.at(keep - 1).isHighSurrogate()) {
            --keep;
        }
        result = result.left(keep) + suffix;
    }
    return result;
}

} // namespace acp
