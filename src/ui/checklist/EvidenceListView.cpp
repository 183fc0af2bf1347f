#include "ui/checklist/EvidenceListView.h"

#include "core/preview/LinkPreviewService.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/checklist/EvidenceMime.h"
#include "ui/checklist/EvidenceWidgets.h"
#include "ui/widgets/UiSupport.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMimeData>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace acp {

namespace {
const QSize ThumbnailSize(96, 72);

void clearLayout(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            // Later: a row may be the sender of the signal that rebuilds the list.
            widget->hide();
            widget->deleteLater();
        }
        delete item;
    }
}

} // namespace

EvidenceListView::EvidenceListView(ChecklistPane *pane, ChecklistModel *model,
                                   const Widgets &widgets)
    : QObject(pane)
    , m_pane(pane)
    , m_model(model)
    , m_widgets(widgets)
{ }

void EvidenceListView::setLinkPreviewFactory(ChecklistPane::LinkPreviewFactory factory)
{
    m_previewFactory = std::move(factory);
}

bool EvidenceListView::hasTarget() const
{
    return !m_pane->currentRequirement().isEmpty() || m_pane->isApplicationSelected();
}

// ---- Showing -------------------------------------------------------------------------------

void EvidenceListView::showEvidence(const QString &requirementId)
{
    const QString &id = requirementId;
    m_shownId = id;

    // Keep the keyboard focus on the same control of the same note across the rebuild.
    qint64 focusNote = 0;
    QString focusName;
    for (QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget()) {
        if (auto *row = qobject_cast<EvidenceNoteRow *>(w)) {
            focusNote = row->note().id;
            focusName = QApplication::focusWidget()->objectName();
            break;
        }
    }

    clearLayout(m_widgets.linksLayout);
    clearLayout(m_widgets.notesLayout);

    QWidget *previous = m_widgets.addButton;
    auto chainFocus = [&previous](QWidget *row) {
        const QList<QWidget *> children = row->findChildren<QWidget *>();
        for (QWidget *child : children) {
            if (child->focusPolicy() & Qt::TabFocus) {
                QWidget::setTabOrder(previous, child);
                previous = child;
            }
        }
    };

    const QList<EvidenceLink> links = m_model->links(id);
    for (const EvidenceLink &link : links) {
        auto *row = new EvidenceLinkRow(link, m_widgets.linksContainer);
        connect(row, &EvidenceLinkRow::linkActivated, this, &EvidenceListView::linkActivated);
        connect(row, &EvidenceLinkRow::sectionActivated, this, &EvidenceListView::sectionActivated);
        if (m_previewFactory) {
            if (QWidget *card = m_previewFactory(link.url, row)) {
                row->previewSlot()->addWidget(card);
            }
        }
        m_widgets.linksLayout->addWidget(row);
        row->show();
        chainFocus(row);
    }
    showLinkLimits(id, links);
    if (links.isEmpty()) {
        auto *none =
            new QLabel(id.isEmpty() ? tr("Every link in the application belongs to a requirement.")
                                    : tr("No links in the mapped sections or in the submitter's "
                                         "comments."),
                       m_widgets.linksContainer);
        none->setWordWrap(true);
        QPalette muted = none->palette();
        muted.setColor(QPalette::WindowText, ui::checklistMutedColor(m_pane->palette()));
        none->setPalette(muted);
        m_widgets.linksLayout->addWidget(none);
    }

    const QList<EvidenceNote> notes = m_model->notes(id);
    QWidget *focusTarget = nullptr;
    for (const EvidenceNote &note : notes) {
        auto *row = new EvidenceNoteRow(note, thumbnailFor(note), m_widgets.notesContainer);
        if (const QString problem = m_model->fileProblem(note); !problem.isEmpty()) {
            row->showFileProblem(problem);
        }
        const qint64 noteId = note.id;
        connect(row, &EvidenceNoteRow::linkActivated, this, &EvidenceListView::linkActivated);
        connect(row, &EvidenceNoteRow::includeInReportChanged, this,
                [this, noteId](bool on) { setEvidenceFlag(noteId, true, on); });
        connect(row, &EvidenceNoteRow::includeInRequestChanged, this,
                [this, noteId](bool on) { setEvidenceFlag(noteId, false, on); });
        connect(row, &EvidenceNoteRow::editRequested, this, [this, noteId] {
            if (const std::optional<EvidenceNote> current = m_model->note(noteId)) {
                editEvidenceNote(*current);
            }
        });
        connect(row, &EvidenceNoteRow::deleteRequested, this,
                [this, noteId] { deleteEvidenceNote(noteId); });
        if (m_previewFactory && note.kind == EvidenceKind::Url) {
            if (QWidget *card = m_previewFactory(QUrl(note.content), row)) {
                row->previewSlot()->addWidget(card);
            }
        }
        m_widgets.notesLayout->addWidget(row);
        row->show();
        chainFocus(row);
        if (focusNote != 0 && m_model->currentNoteId(focusNote) == note.id) {
            focusTarget = row->findChild<QWidget *>(focusName);
            if (!focusTarget) {
                focusTarget = row->editButton();
            }
        }
    }
    m_widgets.notesHeading->setText(notes.isEmpty() ? tr("Your notes")
                                                    : tr("Your notes (%1)").arg(notes.size()));
    if (focusTarget) {
        focusTarget->setFocus(Qt::OtherFocusReason);
    }
}

// What the link limits leave out of this view, said under its links: links past the
// application's Checklist::MaxLinks, and cards past LinkPreviewService::MaxAutomaticFetches
// (they have a Fetch button instead of a preview).
void EvidenceListView::showLinkLimits(const QString &id, const QList<EvidenceLink> &links)
{
    QStringList notices;
    const ChecklistItem *item = id.isEmpty() ? nullptr : m_model->checklist().item(id);
    const int notListed =
        item ? item->linksNotListed : m_model->checklist().applicationLinksNotListed();
    if (notListed > 0) {
        notices << tr("%n more link(s) not listed: an application lists at most %1 links.", nullptr,
                      notListed)
                       .arg(Checklist::MaxLinks);
    }
    Workspace *workspace = m_model->workspace();
    const LinkPreviewService *service = workspace ? workspace->previews() : nullptr;
    if (service && m_previewFactory) {
        const auto heldBack = std::count_if(links.cbegin(), links.cend(), [service](const auto &l) {
            return service->cachedPreview(l.url).heldBack;
        });
        if (heldBack > 0) {
            notices << tr("%n more link(s) not previewed: previews are fetched by themselves for "
                          "the first %1 links of an application; press Fetch on a card to see "
                          "its preview.",
                          nullptr, int(heldBack))
                           .arg(LinkPreviewService::MaxAutomaticFetches);
        }
    }
    if (notices.isEmpty()) {
        return;
    }
    auto *label = new QLabel(notices.join(QLatin1Char('\n')), m_widgets.linksContainer);
    label->setObjectName(QStringLiteral("linkLimitsNotice"));
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, ui::checklistMutedColor(m_pane->palette()));
    label->setPalette(muted);
    m_widgets.linksLayout->addWidget(label);
}

QPixmap EvidenceListView::thumbnailFor(const EvidenceNote &note)
{
    if (note.kind != EvidenceKind::Image || note.sha256.isEmpty()) {
        return {};
    }
    const auto it = m_thumbnails.constFind(note.sha256);
    if (it != m_thumbnails.cend()) {
        return *it;
    }
    const QPixmap pixmap =
        EvidenceNoteRow::thumbnail(m_model->absoluteFilePath(note), ThumbnailSize);
    m_thumbnails.insert(note.sha256, pixmap);
    return pixmap;
}

// ---- Adding --------------------------------------------------------------------------------

void EvidenceListView::reportProblems(const QStringList &problems)
{
    if (problems.isEmpty()) {
        emit problemsCleared();
    } else {
        emit problemsFound(problems.join(QLatin1Char('\n')));
    }
}

bool EvidenceListView::addFromMime(const QMimeData *mime, const QString &requirementId,
                                   const QString &source)
{
    if (m_model->applicationNumber() == 0) {
        return false;
    }
    const EvidenceDrafts decoded = EvidenceMime::decode(mime, source);
    QStringList problems = decoded.problems;
    if (decoded.drafts.isEmpty()) {
        emit problemsFound(problems.isEmpty()
                               ? tr("Nothing here can be evidence: add links, text, files or "
                                    "images.")
                               : problems.join(QLatin1Char('\n')));
        return false;
    }
    const QList<qint64> ids = m_model->addEvidence(requirementId, decoded.drafts, &problems);
    reportProblems(problems);
    if (ids.isEmpty()) {
        return false;
    }
    const Requirement *requirement = m_model->requirement(requirementId);
    const QString where =
        requirement ? text::quoted(requirement->displayTitle()) : tr("the application");
    emit statusMessage(ui::numerus(tr("Added %n evidence note(s) to %1", nullptr, int(ids.size())),
                                   int(ids.size()))
                           .arg(where));
    return true;
}

bool EvidenceListView::paste()
{
    if (!hasTarget()) {
        emit problemsFound(tr("Select a requirement, or the whole application, to paste onto."));
        return false;
    }
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!EvidenceMime::canDecode(mime)) {
        emit problemsFound(tr("The clipboard holds nothing that can be evidence."));
        return false;
    }
    return addFromMime(mime, m_pane->currentRequirement(), EvidenceMime::pasteSource());
}

void EvidenceListView::addLink()
{
    if (!hasTarget()) {
        return;
    }
    bool ok = false;
    const QString text =
        QInputDialog::getText(m_pane, tr("Add Link"), tr("Web address (http or https):"),
                              QLineEdit::Normal, QString(), &ok);
    if (!ok || text.trimmed().isEmpty()) {
        return;
    }
    QUrl url = EvidenceMime::loneWebAddress(text);
    if (!url.isValid() && !text.contains(QLatin1String("://"))) {
        url = EvidenceMime::loneWebAddress(QStringLiteral("https://") + text.trimmed());
    }
    EvidenceDraft draft;
    draft.kind = EvidenceKind::Url;
    draft.url = url.isValid() ? url : QUrl(text.trimmed());
    QStringList problems;
    m_model->addEvidence(m_pane->currentRequirement(), { draft }, &problems);
    reportProblems(problems);
}

void EvidenceListView::addText()
{
    if (!hasTarget()) {
        return;
    }
    bool ok = false;
    const QString text =
        QInputDialog::getMultiLineText(m_pane, tr("Add Text"), tr("Text:"), QString(), &ok);
    if (!ok || text.trimmed().isEmpty()) {
        return;
    }
    EvidenceDraft draft;
    draft.kind = EvidenceKind::Text;
    draft.text = text;
    QStringList problems;
    m_model->addEvidence(m_pane->currentRequirement(), { draft }, &problems);
    reportProblems(problems);
}

void EvidenceListView::addFiles()
{
    if (!hasTarget()) {
        return;
    }
    const QStringList paths = QFileDialog::getOpenFileNames(m_pane, tr("Add Files as Evidence"));
    if (paths.isEmpty()) {
        return;
    }
    QList<EvidenceDraft> drafts;
    for (const QString &path : paths) {
        EvidenceDraft draft;
        draft.kind = EvidenceMime::isImageFileName(path) ? EvidenceKind::Image : EvidenceKind::File;
        draft.filePath = path;
        drafts << draft;
    }
    QStringList problems;
    m_model->addEvidence(m_pane->currentRequirement(), drafts, &problems);
    reportProblems(problems);
}

// ---- Changing ------------------------------------------------------------------------------

void EvidenceListView::setEvidenceFlag(qint64 id, bool report, bool include)
{
    std::optional<EvidenceNote> note = m_model->note(m_model->currentNoteId(id));
    if (!note) {
        return;
    }
    if (report) {
        note->includeInReport = include;
    } else {
        note->includeInRequest = include;
    }
    if (!m_model->updateEvidenceNote(*note)) {
        emit problemsFound(m_model->errorString());
        showEvidence(m_shownId); // the check box goes back to what is stored
    }
}

void EvidenceListView::deleteEvidenceNote(qint64 id)
{
    if (m_model->removeEvidenceNote(m_model->currentNoteId(id))) {
        emit statusMessage(tr("Evidence note deleted. Undo brings it back."));
    } else {
        emit problemsFound(m_model->errorString());
    }
}

void EvidenceListView::editEvidenceNote(const EvidenceNote &note)
{
    EvidenceNote updated = note;
    bool ok = false;
    switch (note.kind) {
    case EvidenceKind::Url:
        updated.content = QInputDialog::getText(m_pane, tr("Edit Link"), tr("Web address:"),
                                                QLineEdit::Normal, note.content, &ok)
                              .trimmed();
        break;
    case EvidenceKind::Text:
        updated.content =
            QInputDialog::getMultiLineText(m_pane, tr("Edit Text"), tr("Text:"), note.content, &ok);
        break;
    case EvidenceKind::File:
    case EvidenceKind::Image:
        updated.content = QInputDialog::getText(m_pane, tr("Edit Caption"),
                                                tr("Caption for %1:").arg(note.originalName),
                                                QLineEdit::Normal, note.content, &ok);
        break;
    }
    if (ok && !m_model->updateEvidenceNote(updated)) {
        emit problemsFound(m_model->errorString());
    }
}

} // namespace acp
