#pragma once

#include "core/review/Checklist.h"
#include "core/review/ChecklistStore.h"

#include <QFrame>
#include <QPixmap>
#include <QUrl>

class QCheckBox;
class QLabel;
class QToolButton;
class QVBoxLayout;

namespace acp {

// One link the application offers as evidence: the address, its text, and where it came from
// (a form section or a later comment by the submitter). previewSlot() is where a preview card
// goes, when something provides one.
class EvidenceLinkRow : public QFrame
{
    Q_OBJECT
public:
    explicit EvidenceLinkRow(const EvidenceLink &link, QWidget *parent = nullptr);

    const EvidenceLink &link() const { return m_link; }
    QVBoxLayout *previewSlot() const { return m_previewSlot; }
    QString sourceText() const;

signals:
    void linkActivated(const QUrl &url);
    void sectionActivated(int sectionIndex);

private:
    EvidenceLink m_link;
    QVBoxLayout *m_previewSlot = nullptr;
    QLabel *m_sourceLabel = nullptr;
};

// One of the reviewer's evidence notes: what it holds (a link, a text, a file, an image with
// a thumbnail), where and when it came from, whether it goes into the report and into a
// request for information, and buttons to edit and delete it. Files are never opened.
class EvidenceNoteRow : public QFrame
{
    Q_OBJECT
public:
    // `thumbnail`: for image notes, a scaled copy of the image (null when none could be read).
    EvidenceNoteRow(const EvidenceNote &note, const QPixmap &thumbnail, QWidget *parent = nullptr);

    const EvidenceNote &note() const { return m_note; }
    QVBoxLayout *previewSlot() const { return m_previewSlot; }
    QCheckBox *reportCheck() const { return m_report; }
    QCheckBox *requestCheck() const { return m_request; }
    QToolButton *editButton() const { return m_edit; }
    QToolButton *deleteButton() const { return m_delete; }

    // "Dropped 5 minutes ago", "Pasted 2 days ago", "From /home/me/ci.pdf, 1 hour ago".
    static QString sourceText(const EvidenceNote &note);
    static QString kindName(EvidenceKind kind);

    // Reads an image file into a thumbnail no larger than `size`, refusing absurd dimensions.
    static QPixmap thumbnail(const QString &path, const QSize &size);

    // Says under the note why its file is not opened (ChecklistStore::filePathProblem()).
    void showFileProblem(const QString &problem);

signals:
    void linkActivated(const QUrl &url);
    void includeInReportChanged(bool include);
    void includeInRequestChanged(bool include);
    void editRequested();
    void deleteRequested();

private:
    EvidenceNote m_note;
    QVBoxLayout *m_previewSlot = nullptr;
    QCheckBox *m_report = nullptr;
    QCheckBox *m_request = nullptr;
    QToolButton *m_edit = nullptr;
    QToolButton *m_delete = nullptr;
};

} // namespace acp
