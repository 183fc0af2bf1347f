#include "ui/checklist/EvidenceWidgets.h"

#include "core/text/DisplayText.h"
#include "ui/checklist/ChecklistStyle.h"
#include "ui/checklist/EvidenceMime.h"
#include "ui/widgets/UiSupport.h"

#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImageReader>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace acp {

namespace {

constexpr int MaxTextLines = 6;
constexpr int MaxTextChars = 600;

QPalette mutedPalette(const QPalette &palette)
{
    QPalette muted = palette;
    muted.setColor(QPalette::WindowText, ui::checklistMutedColor(palette));
    return muted;
}

QFont smallFont(const QFont &font)
{
    QFont small = font;
    if (small.pointSizeF() > 0) {
        small.setPointSizeF(small.pointSizeF() * 0.9);
    }
    return small;
}

// Lets a long address wrap after its separators instead of widening the column. The text is
// data, so it is neutralised first (DisplayText.h): the only zero-width spaces left are ours.
QString breakable(const QString &data)
{
    const QString text = text::displayLine(data);
    QString result;
    result.reserve(text.size() + text.size() / 4);
    for (const QChar c : text) {
        result += c;
        if (c == QLatin1Char('/') || c == QLatin1Char('?') || c == QLatin1Char('&')
            || c == QLatin1Char('=') || c == QLatin1Char('-') || c == QLatin1Char('_')
            || c == QLatin1Char('.')) {
            result += QChar(0x200B); // zero-width space: a line-break opportunity
        }
    }
    return result;
}

QString linkHtml(const QUrl &url, const QString &text)
{
    const QString href = url.toString(QUrl::FullyEncoded).toHtmlEscaped();
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(href, breakable(text).toHtmlEscaped());
}

// An address shortened for display: scheme dropped, middle elided.
QString displayAddress(const QUrl &url)
{
    QString text = url.toDisplayString(QUrl::RemoveScheme | QUrl::StripTrailingSlash);
    if (text.startsWith(QLatin1String("//"))) {
        text.remove(0, 2);
    }
    constexpr int maxLength = 96;
    if (text.size() > maxLength) {
        text = text.left(maxLength / 2 - 1) + QChar(0x2026) + text.right(maxLength / 2 - 1);
    }
    return text;
}

// A small, painted glyph for notes without a thumbnail.
QPixmap kindGlyph(EvidenceKind kind, const QPalette &palette, qreal dpr)
{
    const QSize size(28, 28);
    QPixmap pixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = palette.color(QPalette::AlternateBase);
    const QColor ink = mutedPalette(palette).color(QPalette::WindowText);
    painter.setPen(QPen(palette.color(QPalette::Mid), 1));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(0.5, 0.5, 27, 27), 5, 5);
    painter.setPen(QPen(ink, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    switch (kind) {
    case EvidenceKind::Url:
        // Two chain links.
        painter.drawRoundedRect(QRectF(6, 11, 10, 6), 3, 3);
        painter.drawRoundedRect(QRectF(12, 11, 10, 6), 3, 3);
        break;
    case EvidenceKind::Text:
        for (int i = 0; i < 4; ++i) {
            painter.drawLine(QPointF(8, 9 + i * 3.6), QPointF(i == 3 ? 15 : 20, 9 + i * 3.6));
        }
        break;
    case EvidenceKind::File:
    case EvidenceKind::Image: {
        QPainterPath page;
        page.moveTo(9, 6);
        page.lineTo(16, 6);
        page.lineTo(20, 10);
        page.lineTo(20, 22);
        page.lineTo(9, 22);
        page.closeSubpath();
        painter.drawPath(page);
        painter.drawLine(QPointF(16, 6), QPointF(16, 10));
        painter.drawLine(QPointF(16, 10), QPointF(20, 10));
        break;
    }
    }
    return pixmap;
}

QLabel *plainLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

} // namespace

// ---- Links ---------------------------------------------------------------------------------

EvidenceLinkRow::EvidenceLinkRow(const EvidenceLink &link, QWidget *parent)
    : QFrame(parent)
    , m_link(link)
{
    setObjectName(QStringLiteral("evidenceLinkRow"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->setSpacing(10);

    auto *glyph = new QLabel(this);
    glyph->setPixmap(kindGlyph(EvidenceKind::Url, palette(), devicePixelRatioF()));
    glyph->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    glyph->setFixedWidth(30);
    layout->addWidget(glyph, 0, Qt::AlignTop);

    auto *column = new QVBoxLayout;
    column->setSpacing(2);
    layout->addLayout(column, 1);

    auto *address = new QLabel(this);
    address->setObjectName(QStringLiteral("linkLabel"));
    address->setTextFormat(Qt::RichText);
    address->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    const QString text =
        link.text.trimmed().isEmpty() ? displayAddress(link.url) : link.text.trimmed();
    address->setText(linkHtml(link.url, text));
    address->setToolTip(link.url.toString(QUrl::FullyEncoded));
    address->setAccessibleName(tr("Link %1").arg(text::displayLine(link.url.toDisplayString())));
    address->setWordWrap(true);
    connect(address, &QLabel::linkActivated, this,
            [this](const QString &href) { emit linkActivated(QUrl(href)); });
    column->addWidget(address);

    if (!link.text.trimmed().isEmpty()) {
        auto *url = plainLabel(breakable(displayAddress(link.url)), this);
        url->setFont(smallFont(font()));
        url->setPalette(mutedPalette(palette()));
        column->addWidget(url);
    }

    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setObjectName(QStringLiteral("sourceLabel"));
    m_sourceLabel->setFont(smallFont(font()));
    m_sourceLabel->setPalette(mutedPalette(palette()));
    m_sourceLabel->setWordWrap(true);
    m_sourceLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse
                                           | Qt::LinksAccessibleByKeyboard);
    if (link.origin == EvidenceLink::Origin::Section) {
        m_sourceLabel->setTextFormat(Qt::RichText);
        m_sourceLabel->setText(
            tr("In the section %1")
                .arg(
                    QStringLiteral("<a href=\"section:%1\">%2</a>")
                        .arg(link.sectionIndex)
                        .arg(
                            text::quoted(text::displayLine(link.sectionHeading)).toHtmlEscaped())));
        m_sourceLabel->setToolTip(tr("Show the section in the application"));
    } else {
        m_sourceLabel->setTextFormat(Qt::RichText);
        QString where = tr("In a comment by %1, %2")
                            .arg(text::displayLine(link.author).toHtmlEscaped(),
                                 ui::relativeTime(link.createdAt).toHtmlEscaped());
        if (link.commentUrl.isValid()) {
            where += QStringLiteral(" · ") + linkHtml(link.commentUrl, tr("view comment"));
        }
        m_sourceLabel->setText(where);
        m_sourceLabel->setToolTip(ui::fullDateTime(link.createdAt));
    }
    connect(m_sourceLabel, &QLabel::linkActivated, this, [this](const QString &href) {
        if (href.startsWith(QLatin1String("section:"))) {
            emit sectionActivated(href.mid(8).toInt());
        } else {
            emit linkActivated(QUrl(href));
        }
    });
    column->addWidget(m_sourceLabel);

    m_previewSlot = new QVBoxLayout;
    m_previewSlot->setContentsMargins(0, 4, 0, 0);
    column->addLayout(m_previewSlot);
}

QString EvidenceLinkRow::sourceText() const
{
    return m_sourceLabel->text();
}

// ---- Notes ---------------------------------------------------------------------------------

QString EvidenceNoteRow::kindName(EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::Url:
        return tr("Link");
    case EvidenceKind::Text:
        return tr("Text");
    case EvidenceKind::File:
        return tr("File");
    case EvidenceKind::Image:
        return tr("Image");
    }
    return {};
}

QString EvidenceNoteRow::sourceText(const EvidenceNote &note)
{
    const QString when = ui::relativeTime(note.createdAt);
    if (note.source == EvidenceMime::dropSource()) {
        return tr("Dropped %1").arg(when);
    }
    if (note.source == EvidenceMime::pasteSource()) {
        return tr("Pasted %1").arg(when);
    }
    if (note.source.isEmpty()) {
        return tr("Added %1").arg(when);
    }
    return tr("From %1, %2").arg(text::displayLine(note.source), when);
}

QPixmap EvidenceNoteRow::thumbnail(const QString &path, const QSize &size)
{
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QSize full = reader.size();
    if (!full.isValid() || qint64(full.width()) * full.height() > 100'000'000LL) {
        return {};
    }
    reader.setScaledSize(full.scaled(size, Qt::KeepAspectRatio).expandedTo(QSize(1, 1)));
    const QImage image = reader.read();
    return image.isNull() ? QPixmap() : QPixmap::fromImage(image);
}

void EvidenceNoteRow::showFileProblem(const QString &problem)
{
    auto *label = plainLabel(problem, this);
    label->setObjectName(QStringLiteral("fileProblemLabel"));
    label->setFont(smallFont(font()));
    m_previewSlot->addWidget(label);
}

EvidenceNoteRow::EvidenceNoteRow(const EvidenceNote &note, const QPixmap &thumbnail,
                                 QWidget *parent)
    : QFrame(parent)
    , m_note(note)
{
    setObjectName(QStringLiteral("evidenceNoteRow"));
    setAccessibleName(tr("%1 evidence note").arg(kindName(note.kind)));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->setSpacing(10);

    auto *picture = new QLabel(this);
    picture->setObjectName(QStringLiteral("thumbnailLabel"));
    if (!thumbnail.isNull()) {
        picture->setPixmap(thumbnail);
        picture->setFrameShape(QFrame::StyledPanel);
        picture->setAccessibleName(tr("Thumbnail of %1").arg(text::displayLine(note.originalName)));
    } else {
        picture->setPixmap(kindGlyph(note.kind, palette(), devicePixelRatioF()));
        picture->setFixedWidth(30);
    }
    picture->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    layout->addWidget(picture, 0, Qt::AlignTop);

    auto *column = new QVBoxLayout;
    column->setSpacing(2);
    layout->addLayout(column, 1);

    switch (note.kind) {
    case EvidenceKind::Url: {
        const QUrl url(note.content);
        auto *label = new QLabel(this);
        label->setObjectName(QStringLiteral("contentLabel"));
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        label->setText(linkHtml(url, displayAddress(url)));
        label->setToolTip(text::toolTipLine(note.content));
        connect(label, &QLabel::linkActivated, this,
                [this](const QString &href) { emit linkActivated(QUrl(href)); });
        column->addWidget(label);
        break;
    }
    case EvidenceKind::Text: {
        QString text = text::displayMultiline(note.content.trimmed());
        QStringList lines = text.split(QLatin1Char('\n'));
        bool cut = false;
        if (lines.size() > MaxTextLines) {
            lines = lines.mid(0, MaxTextLines);
            cut = true;
        }
        text = lines.join(QLatin1Char('\n'));
        if (text.size() > MaxTextChars) {
            text = text.left(MaxTextChars);
            cut = true;
        }
        if (cut) {
            text += QChar(0x2026);
        }
        auto *label = plainLabel(text, this);
        label->setObjectName(QStringLiteral("contentLabel"));
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        if (cut) {
            label->setToolTip(text::toolTipLines(note.content.left(4000)));
        }
        column->addWidget(label);
        break;
    }
    case EvidenceKind::File:
    case EvidenceKind::Image: {
        auto *name = plainLabel(
            QStringLiteral("%1  (%2)")
                .arg(text::displayLine(note.originalName), QLocale().formattedDataSize(note.size)),
            this);
        name->setObjectName(QStringLiteral("contentLabel"));
        name->setToolTip(tr("SHA-256 %1\nStored as a copy in the workspace; never opened by the "
                            "workbench.")
                             .arg(note.sha256));
        column->addWidget(name);
        if (!note.content.trimmed().isEmpty()) {
            column->addWidget(plainLabel(text::displayMultiline(note.content.trimmed()), this));
        }
        break;
    }
    }

    auto *meta = plainLabel(sourceText(note), this);
    meta->setObjectName(QStringLiteral("sourceLabel"));
    meta->setFont(smallFont(font()));
    meta->setPalette(mutedPalette(palette()));
    meta->setToolTip(ui::fullDateTime(note.createdAt));
    column->addWidget(meta);

    m_previewSlot = new QVBoxLayout;
    m_previewSlot->setContentsMargins(0, 4, 0, 0);
    column->addLayout(m_previewSlot);

    auto *controls = new QHBoxLayout;
    controls->setSpacing(12);
    controls->setContentsMargins(0, 2, 0, 0);
    m_report = new QCheckBox(tr("In report"), this);
    m_report->setObjectName(QStringLiteral("reportCheck"));
    m_report->setChecked(note.includeInReport);
    m_report->setFont(smallFont(font()));
    m_report->setToolTip(tr("Include this note in the exported review report"));
    m_report->setAccessibleName(tr("Include in the report"));
    m_request = new QCheckBox(tr("In request"), this);
    m_request->setObjectName(QStringLiteral("requestCheck"));
    m_request->setChecked(note.includeInRequest);
    m_request->setFont(smallFont(font()));
    m_request->setToolTip(tr("Include this note in the request-info comment to the submitter. "
                             "Notes are private unless you say so."));
    m_request->setAccessibleName(tr("Include in the request for information"));
    controls->addWidget(m_report);
    controls->addWidget(m_request);
    controls->addStretch(1);

    m_edit = new QToolButton(this);
    m_edit->setObjectName(QStringLiteral("editButton"));
    m_edit->setText(note.isFile() ? tr("Caption…") : tr("Edit…"));
    m_edit->setToolTip(note.isFile() ? tr("Edit the caption of this note") : tr("Edit this note"));
    m_edit->setAccessibleName(m_edit->toolTip());
    m_edit->setAutoRaise(true);
    m_edit->setFont(smallFont(font()));
    m_delete = new QToolButton(this);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    m_delete->setText(tr("Delete"));
    m_delete->setToolTip(tr("Delete this note (Undo brings it back)"));
    m_delete->setAccessibleName(tr("Delete this note"));
    m_delete->setAutoRaise(true);
    m_delete->setFont(smallFont(font()));
    controls->addWidget(m_edit);
    controls->addWidget(m_delete);
    column->addLayout(controls);

    connect(m_report, &QCheckBox::toggled, this, &EvidenceNoteRow::includeInReportChanged);
    connect(m_request, &QCheckBox::toggled, this, &EvidenceNoteRow::includeInRequestChanged);
    connect(m_edit, &QToolButton::clicked, this, &EvidenceNoteRow::editRequested);
    connect(m_delete, &QToolButton::clicked, this, &EvidenceNoteRow::deleteRequested);
}

} // namespace acp
