// Over 600 lines on purpose: the header, form sections and thread share one document and one set of
// safety rules for what strangers wrote.

#include "ui/applications/ApplicationPane.h"

#include "core/catalog/ApplicationCatalog.h"
#include "core/catalog/RelatedApplications.h"
#include "core/listing/ListingPullRequestStates.h"
#include "core/preview/LinkPreviewService.h"
#include "core/review/SectionMapper.h"
#include "core/store/IssueCache.h"
#include "core/store/ReviewerStore.h"
#include "core/text/DisplayText.h"
#include "core/workspace/Workspace.h"
#include "ui/checklist/ChecklistModel.h"
#include "ui/checklist/ChecklistPane.h"
#include "ui/checklist/EvidenceMime.h"
#include "ui/preview/LinkPreviewCard.h"
#include "ui/widgets/FlowLayout.h"
#include "ui/widgets/LinkOpener.h"
#include "ui/widgets/MarkdownView.h"
#include "ui/widgets/PillLabel.h"
#include "ui/widgets/SourceView.h"
#include "ui/widgets/UiSupport.h"
#include "ui_ApplicationPane.h"

#include <QAbstractTextDocumentLayout>
#include <QDataStream>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QHash>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>

namespace acp {

namespace {
constexpr int NoteSaveDelayMs = 600;
constexpr quint32 ApplicationStateMagic = 0x41435041; // "ACPA"

QColor mutedColor(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    return QColor::fromRgbF(float(base.redF() * 0.4 + text.redF() * 0.6),
                            float(base.greenF() * 0.4 + text.greenF() * 0.6),
                            float(base.blueF() * 0.4 + text.blueF() * 0.6));
}

// A pill: fixed height with the radius at half of it (Qt style sheets draw square corners
// when the radius is larger than half the height).
} // namespace

ApplicationPane::ApplicationPane(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ApplicationPane>())
{
    m_ui->setupUi(this);
    m_labelsLayout = new FlowLayout(m_ui->labelsContainer, 6, 4);
    m_ui->contentSplitter->setStretchFactor(0, 4);
    m_ui->contentSplitter->setStretchFactor(1, 0); // extra height goes to the application
    m_ui->contentSplitter->setSizes({ 560, 110 });
    m_ui->reviewSplitter->setStretchFactor(0, 3);
    m_ui->reviewSplitter->setStretchFactor(1, 2);
    m_ui->reviewSplitter->setSizes({ 540, 480 });
    m_ui->headerFrame->setBackgroundRole(QPalette::Base);
    m_ui->headerFrame->setAutoFillBackground(true);
    m_ui->stateBadge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_ui->numberLabel->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    applyHeaderStyle();

    // The rendered thread and the Markdown source share the splitter's first slot.
    m_sourceView = new SourceView;
    m_sourceView->setObjectName(QStringLiteral("sourceView"));
    m_sourceView->setAccessibleName(tr("Application source"));
    m_sourceView->setAccessibleDescription(
        tr("The issue body as Markdown, as the applicant wrote it"));
    m_bodyStack = new QStackedWidget;
    m_ui->contentSplitter->replaceWidget(m_ui->contentSplitter->indexOf(m_ui->markdownView),
                                         m_bodyStack);
    m_bodyStack->addWidget(m_ui->markdownView);
    m_bodyStack->addWidget(m_sourceView);

    m_noteTimer = new QTimer(this);
    m_noteTimer->setSingleShot(true);
    m_noteTimer->setInterval(NoteSaveDelayMs);
    connect(m_noteTimer, &QTimer::timeout, this, &ApplicationPane::saveNote);
    connect(m_ui->noteEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loadingNote || m_noteNumber == 0) {
            return;
        }
        m_ui->noteStatusLabel->setText(tr("Editing…"));
        m_noteTimer->start();
    });

    connect(m_ui->markdownView, &MarkdownView::statusMessage, this,
            &ApplicationPane::statusMessage);
    connect(m_ui->checklistPane, &ChecklistPane::statusMessage, this,
            &ApplicationPane::statusMessage);
    connect(m_ui->checklistPane, &ChecklistPane::sectionsSelected, this,
            [this](const QList<int> &sections, bool userAction) {
                highlightSections(sections, userAction);
            });
    connect(m_ui->checklistPane, &ChecklistPane::sectionActivated, this,
            [this](int section) { highlightSections({ section }, true); });

    // Evidence dropped onto the rendered application is about the application as a whole.
    setAcceptDrops(true);
    m_ui->markdownView->viewport()->setAcceptDrops(true);
    m_ui->markdownView->viewport()->installEventFilter(this);
    m_dropOverlay =
        new QLabel(tr("Drop to add evidence about the whole application"), m_ui->markdownView);
    m_dropOverlay->setObjectName(QStringLiteral("dropOverlay"));
    m_dropOverlay->setAlignment(Qt::AlignCenter);
    m_dropOverlay->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_dropOverlay->hide();

    connect(m_ui->openOnGitHubLabel, &QLabel::linkActivated, this, &ApplicationPane::openOnGitHub);
    connect(m_ui->relatedLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("application:")))
            emit applicationRequested(link.mid(12).toInt());
    });
    m_ui->relatedLabel->hide();
    connect(m_ui->openOnGitHubLabel, &QLabel::linkHovered, this,
            [this](const QString &link) { emit statusMessage(link, 0); });

    clear();
}

ApplicationPane::~ApplicationPane()
{
    flushNote();
}

void ApplicationPane::setWorkspace(Workspace *workspace)
{
    flushNote();
    m_workspace = workspace;
    ChecklistPane *checklist = m_ui->checklistPane;
    LinkPreviewService *previews = workspace ? workspace->previews() : nullptr;
    if (previews) {
        // A card under every web link of the checklist, from the cache at once and refreshed
        // in the background (never in the demo workspace).
        checklist->setLinkPreviewFactory([previews, checklist](const QUrl &url,
                                                               QWidget *parent) -> QWidget * {
            auto *card = new LinkPreviewCard(parent);
            card->setService(previews);
            // A linked document's section about the requirement shown: its heading names
            // the requirement by the aliases and keywords the form's headings are read by.
            if (const QString id = checklist->currentRequirement(); !id.isEmpty()) {
                auto mapper = std::make_shared<SectionMapper>(checklist->model()->requirements());
                card->setSectionMatcher([mapper, id](const QString &heading) {
                    return mapper->headingRank(heading, id);
                });
            }
            card->setUrl(url);
            connect(card, &LinkPreviewCard::openRequested, checklist, &ChecklistPane::openLink);
            return card;
        });
    } else {
        checklist->setLinkPreviewFactory({});
    }
    checklist->setWorkspace(workspace);
    clear();
}

void ApplicationPane::setSourceVisible(bool visible)
{
    if (visible) {
        refreshSource();
    }
    m_bodyStack->setCurrentWidget(visible ? static_cast<QWidget *>(m_sourceView)
                                          : m_ui->markdownView);
}

bool ApplicationPane::isSourceVisible() const
{
    return m_bodyStack->currentWidget() == m_sourceView;
}

void ApplicationPane::showSource(const QString &body)
{
    // Highlighting a whole body (KSyntaxHighlighting, where there is) is a hidden view's work
    // done for nothing on every switch.
    m_pendingSource = body;
    m_sourceStale = true;
    if (isSourceVisible()) {
        refreshSource();
    }
}

void ApplicationPane::refreshSource()
{
    if (!m_sourceStale) {
        return;
    }
    m_sourceView->setSource(m_pendingSource, QStringLiteral("Markdown"));
    m_pendingSource.clear();
    m_sourceStale = false;
}

MarkdownView *ApplicationPane::markdownView() const
{
    return m_ui->markdownView;
}

QPlainTextEdit *ApplicationPane::noteEditor() const
{
    return m_ui->noteEdit;
}

ChecklistPane *ApplicationPane::checklistPane() const
{
    return m_ui->checklistPane;
}

bool ApplicationPane::showApplication(int number)
{
    if (!m_workspace) {
        clear();
        return false;
    }
    IssueCache cache(m_workspace->database());
    const std::optional<Issue> issue = cache.issue(number);
    if (!issue || issue->deleted) { // as ApplicationCatalog::application() reads it
        clear();
        return false;
    }
    const ApplicationSummary application =
        ApplicationCatalog::summarize(*issue, m_workspace->labelScheme());

    if (LinkPreviewService *previews = m_workspace->previews()) {
        // Its cards fetch by themselves up to the application's limit of automatic previews.
        previews->setApplication(number);
    }
    const bool sameApplication = number == m_number;
    const int scroll = m_ui->markdownView->verticalScrollBar()->value();
    if (!sameApplication) {
        flushNote();
    }
    m_number = number;
    m_shown = application;
    showHeader(application);
    showRelated(*issue);

    QList<ThreadPost> posts;
    const QList<Comment> comments = cache.comments(number);
    posts.reserve(comments.size());
    const AuthorTrust trust = m_workspace->authorTrust();
    for (const Comment &comment : comments) {
        posts.append({ comment.author, comment.createdAt, comment.body,
                       authorStandingDisplayName(trust.standing(comment, *issue)) });
    }
    m_ui->markdownView->setThread(issue->body, posts);
    if (!sameApplication) {
        m_highlighted.clear();
    }
    m_ui->checklistPane->showApplication(*issue, comments);
    applySectionHighlight(false);
    if (sameApplication) {
        // The reader may have been far down the thread: all of it must be in to scroll back.
        m_ui->markdownView->finishRendering();
        m_ui->markdownView->verticalScrollBar()->setValue(scroll);
    }
    showSource(issue->body);

    m_ui->headerFrame->show();
    m_ui->headerRule->show();
    m_ui->noteWidget->show();
    if (!sameApplication || m_noteNumber != number) {
        loadNote();
    }
    return true;
}

void ApplicationPane::reload()
{
    if (m_number != 0) {
        showApplication(m_number);
    }
}

void ApplicationPane::clear()
{
    flushNote();
    m_number = 0;
    m_noteNumber = 0;
    m_shown.reset();
    m_highlighted.clear();
    m_ui->markdownView->setExtraSelections({});
    m_ui->checklistPane->clear();
    showSource(QString());
    m_ui->headerFrame->hide();
    m_ui->headerRule->hide();
    m_ui->noteWidget->hide();
    m_loadingNote = true;
    m_ui->noteEdit->clear();
    m_loadingNote = false;
    m_ui->noteStatusLabel->clear();
    m_ui->markdownView->setPlaceholderMessage(
        tr("Select an application in the list to read it here."));
}

void ApplicationPane::flushNote()
{
    if (m_noteTimer && m_noteTimer->isActive()) {
        m_noteTimer->stop();
        saveNote();
    }
    m_ui->checklistPane->flushNote();
}

QByteArray ApplicationPane::saveState() const
{
    QByteArray state;
    QDataStream stream(&state, QIODevice::WriteOnly);
    stream << ApplicationStateMagic << quint32(1) << m_ui->contentSplitter->saveState()
           << m_ui->reviewSplitter->saveState() << m_ui->checklistPane->saveState();
    return state;
}

bool ApplicationPane::restoreState(const QByteArray &state)
{
    QDataStream stream(state);
    quint32 magic = 0;
    quint32 version = 0;
    stream >> magic >> version;
    if (stream.status() != QDataStream::Ok || magic != ApplicationStateMagic || version != 1) {
        // Before the checklist: the content splitter's state alone.
        return m_ui->contentSplitter->restoreState(state);
    }
    QByteArray content;
    QByteArray review;
    QByteArray checklist;
    stream >> content >> review >> checklist;
    if (stream.status() != QDataStream::Ok) {
        return false;
    }
    const bool ok = m_ui->contentSplitter->restoreState(content);
    return m_ui->reviewSplitter->restoreState(review)
        && m_ui->checklistPane->restoreState(checklist) && ok;
}

// ---- Sections ------------------------------------------------------------------------------

void ApplicationPane::highlightSections(const QList<int> &sections, bool scroll)
{
    m_highlighted = sections;
    applySectionHighlight(scroll);
}

void ApplicationPane::applySectionHighlight(bool scroll)
{
    MarkdownView *view = m_ui->markdownView;
    QList<QTextEdit::ExtraSelection> selections;
    const QList<FormSection> &sections = m_ui->checklistPane->model()->checklist().form().sections;
    if (m_highlighted.isEmpty() || sections.isEmpty()) {
        view->setExtraSelections(selections);
        return;
    }

    // The level-3 headings of the rendered body, in order, matched to the form's sections by
    // their text (sections with the same heading by occurrence).
    const int bodyBlocks = view->leadingBlockCount();
    QList<QTextBlock> headings;
    QTextDocument *document = view->document();
    for (QTextBlock block = document->begin(); block.isValid() && block.blockNumber() < bodyBlocks;
         block = block.next()) {
        if (block.blockFormat().headingLevel() == 3) {
            headings.append(block);
        }
    }
    QList<QTextBlock> sectionStart(sections.size());
    int next = 0;
    for (int i = 0; i < sections.size(); ++i) {
        const QString key = IssueForm::headingKey(sections.at(i).heading);
        for (int h = next; h < headings.size(); ++h) {
            if (IssueForm::headingKey(headings.at(h).text()) == key) {
                sectionStart[i] = headings.at(h);
                next = h + 1;
                break;
            }
        }
    }

    QColor tint = palette().color(QPalette::Highlight);
    tint.setAlpha(28);
    QColor bar = palette().color(QPalette::Highlight);
    bar.setAlpha(70);
    QTextBlock first;
    for (int index : std::as_const(m_highlighted)) {
        if (index < 0 || index >= sectionStart.size() || !sectionStart.at(index).isValid()) {
            continue;
        }
        const QTextBlock start = sectionStart.at(index);
        if (!first.isValid() || start.position() < first.position()) {
            first = start;
        }
        for (QTextBlock block = start; block.isValid() && block.blockNumber() < bodyBlocks;
             block = block.next()) {
            if (block != start && block.blockFormat().headingLevel() > 0
                && block.blockFormat().headingLevel() <= 3) {
                break;
            }
            QTextEdit::ExtraSelection selection;
            selection.cursor = QTextCursor(block);
            selection.format.setBackground(block == start ? bar : tint);
            selection.format.setProperty(QTextFormat::FullWidthSelection, true);
            selections.append(selection);
        }
    }
    view->setExtraSelections(selections);
    if (scroll && first.isValid()) {
        const QRectF rect = document->documentLayout()->blockBoundingRect(first);
        view->verticalScrollBar()->setValue(qMax(0, int(rect.top()) - 12));
    }
}

// ---- Drops ---------------------------------------------------------------------------------

bool ApplicationPane::acceptEvidenceDrag(QDropEvent *event, bool onPane)
{
    // Drags the checklist refused bubble up here; they are not about the whole application.
    const QWidget *child = onPane ? childAt(event->position().toPoint()) : nullptr;
    const bool overChecklist =
        child && (child == m_ui->checklistPane || m_ui->checklistPane->isAncestorOf(child));
    if (m_number == 0 || overChecklist || !EvidenceMime::canDecode(event->mimeData())) {
        event->ignore();
        return false;
    }
    // Always a copy: a file manager must never delete what was dropped.
    event->setDropAction(Qt::CopyAction);
    event->accept();
    return true;
}

void ApplicationPane::setDropOverlayVisible(bool visible)
{
    if (!visible) {
        m_dropOverlay->hide();
        return;
    }
    const QColor highlight = palette().color(QPalette::Highlight);
    m_dropOverlay->setStyleSheet(
        QStringLiteral("QLabel#dropOverlay { background: %1; color: %2; border-radius: 14px;"
                       " padding: 6px 16px; }")
            .arg(highlight.name(), palette().color(QPalette::HighlightedText).name()));
    m_dropOverlay->adjustSize();
    const QRect area = m_ui->markdownView->rect();
    m_dropOverlay->move(area.center().x() - m_dropOverlay->width() / 2, 14);
    m_dropOverlay->raise();
    m_dropOverlay->show();
}

bool ApplicationPane::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport is looked up only for drag events: while the pane's children are destroyed,
    // the view is no longer a QAbstractScrollArea but its viewport still sends events.
    const bool dragEvent = event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove
        || event->type() == QEvent::DragLeave || event->type() == QEvent::Drop;
    if (dragEvent && watched == m_ui->markdownView->viewport()) {
        switch (event->type()) {
        case QEvent::DragEnter:
        case QEvent::DragMove:
            setDropOverlayVisible(acceptEvidenceDrag(static_cast<QDropEvent *>(event), false));
            return true;
        case QEvent::DragLeave:
            setDropOverlayVisible(false);
            return true;
        case QEvent::Drop: {
            auto *drop = static_cast<QDropEvent *>(event);
            setDropOverlayVisible(false);
            if (acceptEvidenceDrag(drop, false)) {
                m_ui->checklistPane->addEvidenceFromMime(drop->mimeData(), QString(),
                                                         EvidenceMime::dropSource());
            }
            return true;
        }
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ApplicationPane::dragEnterEvent(QDragEnterEvent *event)
{
    acceptEvidenceDrag(event, true);
}

void ApplicationPane::dragMoveEvent(QDragMoveEvent *event)
{
    acceptEvidenceDrag(event, true);
}

void ApplicationPane::dragLeaveEvent(QDragLeaveEvent *event)
{
    setDropOverlayVisible(false);
    QWidget::dragLeaveEvent(event);
}

void ApplicationPane::dropEvent(QDropEvent *event)
{
    if (acceptEvidenceDrag(event, true)) {
        m_ui->checklistPane->addEvidenceFromMime(event->mimeData(), QString(),
                                                 EvidenceMime::dropSource());
    }
}

void ApplicationPane::showHeader(const ApplicationSummary &application)
{
    m_ui->platformLabel->setText(text::displayLine(
        application.platformName.isEmpty() ? application.title : application.platformName));
    m_ui->numberLabel->setText(tr("#%1").arg(application.number));
    m_ui->titleLabel->setText(text::displayLine(application.title));

    const QColor stateColor = ui::reviewStateColor(application.reviewState);
    m_ui->stateBadge->setText(reviewStateDisplayName(application.reviewState));
    m_ui->stateBadge->setPill(stateColor, true);
    m_ui->stateBadge->setToolTip(application.state == QLatin1String("closed")
                                     ? tr("The issue is closed")
                                     : tr("The issue is open"));

    const QLocale locale;
    QStringList meta;
    meta << tr("Opened by %1 on %2")
                .arg(application.author.isEmpty() ? tr("ghost")
                                                  : text::displayLine(application.author),
                     locale.toString(application.createdAt.toLocalTime().date(),
                                     QLocale::LongFormat));
    meta << tr("updated %1").arg(ui::relativeTime(application.updatedAt));
    meta << ui::numerus(tr("%n comment(s)", nullptr, application.commentCount),
                        application.commentCount);
    if (application.state == QLatin1String("closed")) {
        meta << tr("closed");
    }
    if (m_workspace) {
        if (const std::optional<ListingPullRequestState> listing =
                ListingPullRequestStates::latest(*m_workspace, application.number)) {
            meta << listing->sentence();
        }
    }
    m_ui->metaLabel->setText(meta.join(QStringLiteral("  ·  ")));
    m_ui->metaLabel->setToolTip(
        tr("Opened %1\nUpdated %2")
            .arg(ui::fullDateTime(application.createdAt), ui::fullDateTime(application.updatedAt)));

    if (MarkdownView::isOpenableLink(application.htmlUrl)) {
        const QString href = application.htmlUrl.toString(QUrl::FullyEncoded).toHtmlEscaped();
        m_ui->openOnGitHubLabel->setText(QStringLiteral("<a href=\"%1\">%2</a>")
                                             .arg(href, tr("Open on GitHub").toHtmlEscaped()));
        m_ui->openOnGitHubLabel->setToolTip(application.htmlUrl.toString(QUrl::FullyEncoded));
        m_ui->openOnGitHubLabel->show();
    } else {
        m_ui->openOnGitHubLabel->hide();
    }
    showLabels(application.labels);
}

void ApplicationPane::showRelated(const Issue &issue)
{
    const QList<RelatedApplication> related =
        RelatedApplications(m_workspace->database(), m_workspace->labelScheme()).of(issue);
    QStringList lines;
    for (const RelatedApplication &item : related) {
        // The number is the link; the sentence names it once.
        const QString sentence = item.sentence().toHtmlEscaped();
        const QString number = QStringLiteral("#%1").arg(item.number);
        lines << QString(sentence).replace(
            number,
            QStringLiteral("<a href=\"application:%1\">%2</a>").arg(item.number).arg(number));
    }
    m_ui->relatedLabel->setText(lines.join(QStringLiteral("<br>")));
    m_ui->relatedLabel->setVisible(!lines.isEmpty());
}

void ApplicationPane::showLabels(const QStringList &labels)
{
    QHash<QString, QColor> colors;
    if (m_workspace) {
        const QList<Label> known = IssueCache(m_workspace->database()).labels();
        for (const Label &label : known) {
            const QColor color(QLatin1Char('#') + label.color);
            if (color.isValid()) {
                colors.insert(label.name.toLower(), color);
            }
        }
    }
    // The chips are kept and given the next application's names and colours: many share
    // their labels, and a chip made anew costs more than one changed.
    while (m_labelChips.size() > labels.size()) {
        PillLabel *chip = m_labelChips.takeLast();
        m_labelsLayout->removeWidget(chip);
        delete chip;
    }
    for (qsizetype i = 0; i < labels.size(); ++i) {
        if (i == m_labelChips.size()) {
            auto *chip = new PillLabel(m_ui->labelsContainer);
            m_labelsLayout->addWidget(chip);
            m_labelChips.append(chip);
            chip->show();
        }
        PillLabel *chip = m_labelChips.at(i);
        const QString name = text::displayLine(labels.at(i));
        chip->setText(name);
        chip->setAccessibleName(tr("Label %1").arg(name));
        chip->setPill(colors.value(labels.at(i).toLower(), PillLabel::neutralColor()), false);
    }
    m_ui->labelsContainer->setVisible(!labels.isEmpty());
    m_ui->labelsContainer->updateGeometry();
}

void ApplicationPane::loadNote()
{
    m_noteTimer->stop();
    m_noteNumber = m_number;
    m_loadingNote = true;
    if (m_workspace && m_number != 0) {
        ReviewerStore store(m_workspace->database());
        m_ui->noteEdit->setPlainText(store.applicationNote(m_number));
        const QDateTime updated = store.applicationNoteUpdatedAt(m_number);
        m_ui->noteStatusLabel->setText(
            updated.isValid() ? tr("Saved %1").arg(ui::relativeTime(updated)) : QString());
    } else {
        m_ui->noteEdit->clear();
        m_ui->noteStatusLabel->clear();
    }
    m_loadingNote = false;
}

void ApplicationPane::saveNote()
{
    if (!m_workspace || m_noteNumber == 0) {
        return;
    }
    ReviewerStore store(m_workspace->database());
    if (store.setApplicationNote(m_noteNumber, m_ui->noteEdit->toPlainText())) {
        m_ui->noteStatusLabel->setText(tr("Saved"));
        emit noteSaved(m_noteNumber);
    } else {
        m_ui->noteStatusLabel->setText(tr("Not saved"));
        emit statusMessage(tr("The note could not be saved: %1").arg(store.errorString()), 0);
    }
}

void ApplicationPane::applyHeaderStyle()
{
    QFont platformFont = font();
    if (platformFont.pointSizeF() > 0) {
        platformFont.setPointSizeF(platformFont.pointSizeF() * 1.45);
    }
    platformFont.setWeight(QFont::DemiBold);
    m_ui->platformLabel->setFont(platformFont);
    QFont numberFont = platformFont;
    numberFont.setWeight(QFont::Normal);
    m_ui->numberLabel->setFont(numberFont);

    QFont titleFont = font();
    if (titleFont.pointSizeF() > 0) {
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.05);
    }
    m_ui->titleLabel->setFont(titleFont);

    QFont headingFont = font();
    headingFont.setWeight(QFont::DemiBold);
    m_ui->noteHeading->setFont(headingFont);

    QPalette muted = palette();
    muted.setColor(QPalette::WindowText, mutedColor(palette()));
    m_ui->numberLabel->setPalette(muted);
    m_ui->metaLabel->setPalette(muted);
    m_ui->noteHint->setPalette(muted);
    m_ui->noteStatusLabel->setPalette(muted);
    QPalette rule = palette();
    rule.setColor(QPalette::WindowText, palette().color(QPalette::Mid));
    m_ui->headerRule->setPalette(rule);
}

void ApplicationPane::openOnGitHub(const QString &link)
{
    // The issue's own page on GitHub, which the user clicked on purpose: no question asked.
    const LinkOpener::Result result = LinkOpener::open(this, QUrl(link), &LinkOpener::noQuestion);
    if (!result.opened()) {
        emit statusMessage(result.message, 10000);
    }
}

void ApplicationPane::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The derived fonts and colours are set on the children, so this does not recurse.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyHeaderStyle();
    }
}

} // namespace acp
