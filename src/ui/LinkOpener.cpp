#include "LinkOpener.h"

#include <QDesktopServices>
#include <QMessageBox>
#include <QPushButton>

namespace acp {

// The texts keep the translation context of MarkdownView, where they were first written, so the
// catalogues' translations still apply.

bool LinkOpener::isOpenable(const QUrl &url)
{
    if (!url.isValid()) {
        return false;
    }
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https")) {
        return !url.host().isEmpty();
    }
    if (scheme == QLatin1String("mailto")) {
        return !url.path().isEmpty();
    }
    return false;
}

QString LinkOpener::elided(const QString &text, int maxLength)
{
    return text.size() <= maxLength ? text : text.left(maxLength - 1) + QChar(0x2026);
}

bool LinkOpener::askUser(QWidget *parent, const QUrl &url)
{
    const bool mail = url.scheme().compare(QLatin1String("mailto"), Qt::CaseInsensitive) == 0;
    QMessageBox box(parent);
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(QCoreApplication::translate("acp::MarkdownView", "Open Link"));
    box.setTextFormat(Qt::PlainText);
    // The encoded form shows look-alike hosts as punycode and hidden characters escaped.
    box.setText((mail ? QCoreApplication::translate("acp::MarkdownView",
                                                    "Open this address in your mail program?")
                      : QCoreApplication::translate("acp::MarkdownView",
                                                    "Open this link in your web browser?"))
                + QLatin1String("\n\n") + url.toString(QUrl::FullyEncoded));
    QPushButton *open = box.addButton(QCoreApplication::translate("acp::MarkdownView", "Open"),
                                      QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == open;
}

bool LinkOpener::noQuestion(QWidget *, const QUrl &)
{
    return true;
}

LinkOpener::Result LinkOpener::open(QWidget *parent, const QUrl &url,
                                    const Confirmation &confirmation)
{
    Result result;
    if (!isOpenable(url)) {
        const QString shown = elided(url.toString(QUrl::FullyEncoded));
        result.outcome = Outcome::Refused;
        result.message = url.scheme().isEmpty()
            ? QCoreApplication::translate("acp::MarkdownView",
                                          "Link not opened: \"%1\" is not a web address.")
                  .arg(shown)
            : QCoreApplication::translate("acp::MarkdownView",
                                          "Link not opened: %1 links are not allowed (%2).")
                  .arg(url.scheme(), shown);
        return result;
    }
    const bool confirmed = confirmation ? confirmation(parent, url) : askUser(parent, url);
    if (!confirmed) {
        result.outcome = Outcome::Declined;
        result.message = QCoreApplication::translate("acp::MarkdownView", "Link not opened.");
        return result;
    }
    if (!QDesktopServices::openUrl(url)) {
        result.outcome = Outcome::Failed;
        result.message = QCoreApplication::translate("acp::MarkdownView",
                                                     "Could not hand %1 to another application.")
                             .arg(elided(url.toString()));
        return result;
    }
    result.outcome = Outcome::Opened;
    result.message =
        QCoreApplication::translate("acp::MarkdownView", "Opened %1").arg(elided(url.toString()));
    return result;
}

} // namespace acp
