#pragma once

#include "core/review/ChecklistStatus.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QUrl>

#include <optional>

namespace acp {

class Database;

// A reviewer's verdict on one requirement of one application.
struct ChecklistEntry
{
    int issueNumber = 0;
    QString requirementId;
    ChecklistStatus status = ChecklistStatus::Unreviewed;
    QString note; // Markdown
    QDateTime updatedAt; // invalid when never set
};

enum class EvidenceKind { Url, Text, File, Image };

// Stable ids used in the database and JSON: "url", "text", "file", "image".
QString evidenceKindId(EvidenceKind kind);
std::optional<EvidenceKind> evidenceKindFromId(QStringView id);

// A piece of evidence the reviewer added: a dropped or pasted link, text, file or image.
struct EvidenceNote
{
    qint64 id = 0;
    int issueNumber = 0;
    QString requirementId; // null: about the application as a whole
    EvidenceKind kind = EvidenceKind::Text;
    QString content; // the address (url), the text (text), an optional caption (file, image)
    QString source; // where it came from, as the GUI describes it: "drop", "paste", a page
    QString filePath; // file and image: relative to ChecklistStore::filesDirectory()
    QString sha256; // file and image: hex digest of the content
    QString originalName; // file and image: the name it was dropped with
    qint64 size = 0; // file and image: bytes
    QDateTime createdAt;
    QDateTime updatedAt;
    bool includeInReport = false; // notes are private unless the reviewer says otherwise
    bool includeInRequest = false;

    bool isFile() const { return kind == EvidenceKind::File || kind == EvidenceKind::Image; }
};

// The checklist and the evidence notes, in the reviewer's tables (schema 3). The sync never
// writes them, and they carry no foreign keys into the cache, so a refreshed, edited or
// deleted issue leaves the reviewer's work alone.
//
// Dropped files are copied into the workspace's data folder,
// <database folder>/<database name>.files/<first 16 hex digits of the SHA-256>/<safe name>,
// with a size limit. They are data: nothing here opens, runs or interprets them.
class ChecklistStore
{
    Q_DECLARE_TR_FUNCTIONS(acp::ChecklistStore)

public:
    static constexpr qint64 DefaultMaxFileSize = 25 * 1024 * 1024;
    static constexpr qsizetype MaxTextSize = 1024 * 1024;

    explicit ChecklistStore(Database &database);

    // ---- Checklist --------------------------------------------------------------------
    // An entry that was never set is unreviewed with an empty note.
    ChecklistEntry entry(int issueNumber, const QString &requirementId) const;
    QHash<QString, ChecklistEntry> entries(int issueNumber) const; // by requirement id
    // Every stored status, by issue number and requirement id (for progress in the list).
    QHash<int, QHash<QString, ChecklistStatus>> allStatuses() const;

    bool setEntry(int issueNumber, const QString &requirementId, ChecklistStatus status,
                  const QString &note);
    bool setStatus(int issueNumber, const QString &requirementId, ChecklistStatus status);
    bool setNote(int issueNumber, const QString &requirementId, const QString &note);
    // A private note stays on this computer: a published review leaves it out.
    bool isNotePrivate(int issueNumber, const QString &requirementId) const;
    QSet<QString> privateNotes(int issueNumber) const; // requirement ids
    bool setNotePrivate(int issueNumber, const QString &requirementId, bool isPrivate);

    // ---- Evidence notes ---------------------------------------------------------------
    // An empty requirementId attaches the note to the application as a whole. Each returns
    // the new note's id, or nothing with errorString() set.
    std::optional<qint64> addUrlNote(int issueNumber, const QString &requirementId, const QUrl &url,
                                     const QString &source = {});
    std::optional<qint64> addTextNote(int issueNumber, const QString &requirementId,
                                      const QString &text, const QString &source = {});
    // Copies the file at `path` (kind File or Image).
    std::optional<qint64> addFileNote(int issueNumber, const QString &requirementId,
                                      const QString &path, EvidenceKind kind = EvidenceKind::File,
                                      const QString &source = {});
    // Stores pasted bytes (a screenshot) under `name`.
    std::optional<qint64> addDataNote(int issueNumber, const QString &requirementId,
                                      const QByteArray &data, const QString &name,
                                      EvidenceKind kind = EvidenceKind::Image,
                                      const QString &source = {});

    // Updates content, source, requirement and the two include flags of an existing note;
    // a file note's file stays as it is.
    bool updateNote(const EvidenceNote &note);

    // What removeNote() does with a file note's stored file.
    enum class FileRemoval {
        WhenUnused, // deleted when no other note uses it
        Keep, // kept, so restoreNote() can bring the note back (an undoable deletion)
    };
    // Deletes the note (and, by default, its file when no other note uses it).
    bool removeNote(qint64 id, FileRemoval files = FileRemoval::WhenUnused);
    // Puts a removed note back exactly as it was: the same id, creation and update times,
    // source, requirement, content and flags, and for a file note the same stored file, which
    // must still be there (removeNote with FileRemoval::Keep). Ids are never reused
    // (AUTOINCREMENT), so the id is free unless the note was not removed.
    bool restoreNote(const EvidenceNote &note);
    // Deletes a stored file (relative to filesDirectory(), as EvidenceNote::filePath) when no
    // note uses it; true when it was deleted or was not there.
    bool removeFileIfUnused(const QString &filePath);

    std::optional<EvidenceNote> note(qint64 id) const;
    QList<EvidenceNote> notes(int issueNumber) const; // in the order they were added

    QString filesDirectory() const;
    // Where a file note's copy lives; empty (errorString() says why) when the stored path would
    // lead outside filesDirectory(), so nothing outside it is ever read, exported or deleted.
    QString absoluteFilePath(const EvidenceNote &note) const;
    // Empty when a file note's stored path stays inside filesDirectory(): relative, without
    // "." or ".." segments, backslashes or control characters, and, when something is there,
    // resolving (symbolic links followed) to a place inside the folder. Else one sentence.
    // The database may come from elsewhere or be edited: its paths are not trusted.
    QString filePathProblem(const EvidenceNote &note) const;

    qint64 maxFileSize() const { return m_maxFileSize; }
    void setMaxFileSize(qint64 bytes) { m_maxFileSize = bytes; }

    QString errorString() const { return m_error; }

    // A name that is safe as a file name on every platform; the original is kept in the note.
    static QString safeFileName(const QString &name);

private:
    std::optional<qint64> insertNote(EvidenceNote note);
    std::optional<qint64> storeFile(int issueNumber, const QString &requirementId,
                                    class QIODevice &input, const QString &originalName,
                                    EvidenceKind kind, const QString &source);
    bool fail(const QString &message) const;
    bool queryFailed(const class QSqlQuery &query) const;

    QSqlDatabase m_db;
    QString m_databasePath;
    qint64 m_maxFileSize = DefaultMaxFileSize;
    mutable QString m_error;
};

} // namespace acp
