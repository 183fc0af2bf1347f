#pragma once

#include "ui/checklist/ChecklistPane.h"

#include <QHash>
#include <QObject>
#include <QPixmap>
#include <QString>

class QLabel;
class QMimeData;
class QToolButton;
class QVBoxLayout;

namespace acp {

class ChecklistModel;
struct EvidenceLink;
struct EvidenceNote;

// The evidence of what the checklist pane has selected (a requirement, or the application as a
// whole), in the pane's form: the links from the application with their preview cards and what
// the link limits leave out, then the reviewer's own notes with image thumbnails, their report
// and request flags, and Edit and Delete. Adds evidence from dropped or pasted data and from the
// Add Link…, Add Text… and Add Files… dialogs; problems go to the pane's message banner.
class EvidenceListView : public QObject
{
    Q_OBJECT
public:
    // The form's widgets the list fills; they stay owned by the form.
    struct Widgets
    {
        QToolButton *addButton = nullptr; // the rows follow it in the tab order
        QWidget *linksContainer = nullptr;
        QVBoxLayout *linksLayout = nullptr;
        QLabel *notesHeading = nullptr;
        QWidget *notesContainer = nullptr;
        QVBoxLayout *notesLayout = nullptr;
    };

    // `pane` says what is selected, parents the dialogs and lends its palette.
    EvidenceListView(ChecklistPane *pane, ChecklistModel *model, const Widgets &widgets);

    void setLinkPreviewFactory(ChecklistPane::LinkPreviewFactory factory);
    bool hasLinkPreviewFactory() const { return bool(m_previewFactory); }
    // Forgets the thumbnails (another workspace's files).
    void clearThumbnails() { m_thumbnails.clear(); }

    // Rebuilds the lists for a requirement (empty id: the application as a whole), keeping
    // the keyboard focus on the same control of the same note.
    void showEvidence(const QString &requirementId);

    // See ChecklistPane::addEvidenceFromMime().
    bool addFromMime(const QMimeData *mime, const QString &requirementId, const QString &source);

public slots:
    // Pastes the clipboard onto the pane's selected row.
    bool paste();
    // Ask for a web address, a text or files, and add them to the pane's selected row.
    void addLink();
    void addText();
    void addFiles();

signals:
    void statusMessage(const QString &message);
    // For the pane's message banner: what went wrong (several lines for several problems), or
    // that the last addition had no problem.
    void problemsFound(const QString &message);
    void problemsCleared();
    void linkActivated(const QUrl &url);
    void sectionActivated(int section);

private:
    bool hasTarget() const;
    void showLinkLimits(const QString &id, const QList<EvidenceLink> &links);
    QPixmap thumbnailFor(const EvidenceNote &note);
    void setEvidenceFlag(qint64 id, bool report, bool include);
    void deleteEvidenceNote(qint64 id);
    void editEvidenceNote(const EvidenceNote &note);
    void reportProblems(const QStringList &problems);

    ChecklistPane *m_pane;
    ChecklistModel *m_model;
    Widgets m_widgets;
    QString m_shownId; // what showEvidence() shows
    ChecklistPane::LinkPreviewFactory m_previewFactory;
    QHash<QString, QPixmap> m_thumbnails; // by SHA-256
};

} // namespace acp
