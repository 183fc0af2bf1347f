#include "ui/checklist/TeamReviewView.h"

#include "core/text/DisplayText.h"
#include "ui/checklist/ChecklistStyle.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace acp {

TeamReviewView::TeamReviewView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("teamReviewView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    auto *heading = new QLabel(tr("Team reviews"), this);
    heading->setObjectName(QStringLiteral("teamReviewHeading"));
    heading->setToolTip(tr("Reviews the co-chairs and members published on the issue, by hand "
                           "or with the workbench; the applicant's and outsiders' never count."));
    QFont headingFont = heading->font();
    headingFont.setWeight(QFont::DemiBold);
    heading->setFont(headingFont);
    layout->addWidget(heading);
    m_disagreement = new QLabel(this);
    m_disagreement->setObjectName(QStringLiteral("teamDisagreement"));
    m_disagreement->setWordWrap(true);
    m_disagreement->setTextFormat(Qt::PlainText);
    m_disagreement->setText(tr("≠ The reviews differ on this requirement."));
    layout->addWidget(m_disagreement);
    m_rows = new QVBoxLayout;
    m_rows->setSpacing(6);
    layout->addLayout(m_rows);
    hide();
}

void TeamReviewView::showRequirement(const QList<PublishedReview> &reviews,
                                     const QString &requirementId, bool disagree)
{
    qDeleteAll(m_rowWidgets);
    m_rowWidgets.clear();
    m_adoptButtons.clear();
    for (int index = 0; index < reviews.size(); ++index) {
        const PublishedReview &review = reviews.at(index);
        const std::optional<ReviewItem> item = review.item(requirementId);
        if (!item) {
            continue;
        }
        auto *row = new QWidget(this);
        row->setObjectName(QStringLiteral("teamReviewRow"));
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *text = new QVBoxLayout;
        auto *who = new QLabel(row);
        who->setTextFormat(Qt::PlainText);
        who->setWordWrap(true);
        const QString when =
            QLocale().toString(review.publishedAt.toLocalTime().date(), QLocale::ShortFormat);
        who->setText(review.source == ReviewSource::Workbench
                         ? tr("@%1: %2 (%3, with the workbench)")
                               .arg(text::displayLine(review.author),
                                    checklistStatusDisplayName(item->status), when)
                         : tr("@%1: %2 (%3, by hand)")
                               .arg(text::displayLine(review.author),
                                    checklistStatusDisplayName(item->status), when));
        QPalette palette = who->palette();
        palette.setColor(QPalette::WindowText, ui::checklistStatusTextColor(item->status, palette));
        who->setPalette(palette);
        who->setToolTip(review.url.toString());
        text->addWidget(who);
        if (!item->note.trimmed().isEmpty()) {
            auto *note = new QLabel(row);
            note->setTextFormat(Qt::PlainText); // a colleague's Markdown, shown as written
            note->setWordWrap(true);
            note->setTextInteractionFlags(Qt::TextSelectableByMouse);
            note->setText(text::displayLine(item->note));
            text->addWidget(note);
        }
        rowLayout->addLayout(text, 1);
        auto *adopt = new QPushButton(tr("Adopt"), row);
        adopt->setObjectName(QStringLiteral("adoptReviewButton"));
        adopt->setAccessibleName(tr("Adopt @%1's status and note").arg(review.author));
        adopt->setToolTip(tr("Take this status and note into your checklist (Ctrl+Z undoes it)"));
        connect(adopt, &QPushButton::clicked, this, [this, index] { emit adoptRequested(index); });
        rowLayout->addWidget(adopt, 0, Qt::AlignTop);
        m_rows->addWidget(row);
        m_rowWidgets.append(row);
        m_adoptButtons.append(adopt);
    }
    m_disagreement->setVisible(disagree);
    setVisible(!m_rowWidgets.isEmpty());
}

} // namespace acp
