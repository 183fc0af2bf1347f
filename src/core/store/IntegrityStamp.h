#pragma once

#include <QString>

namespace acp {

// What a workspace file held, byte for byte, when the workbench last knew it whole: after the
// full structural check (PRAGMA quick_check) passed on it, or when the workbench itself closed it
// having written it. An open that finds the file identical to its stamp skips the full check,
// which reads and verifies every page (about 45 ms at 5,000 applications, four times that at
// 20,000); hashing the file, in pieces on the cores there are, costs a fraction of that. A
// change by another program, a copy to another path, a truncation, a lost write or a crash in
// the middle of writing (no stamp is taken then) leaves the file different from its stamp, and
// the full check runs.
//
// Stamps are kept in the user's cache folder, one small file per workspace path; losing them
// only costs one full check each.
class IntegrityStamp
{
public:
    explicit IntegrityStamp(const QString &databasePath, const QString &stampFolder = folder());

    // True when the file, with no write-ahead log beside it, is the one stamped.
    bool matches() const;
    // Stamps the file as it is now; nothing when a write-ahead log is beside it (another
    // connection has it open, or a crash left one: the file alone is not the workspace then).
    void record() const;
    void forget() const;

    // A write-ahead log with anything in it is beside the file: the file alone is not the whole
    // workspace.
    bool hasWriteAheadLog() const;

    static QString folder();

private:
    QString fingerprint() const; // empty when the file cannot be read
    QString stampPath() const;

    QString m_databasePath;
    QString m_stampFolder;
};

} // namespace acp
