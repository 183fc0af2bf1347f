#include "ui/widgets/LinkOpener.h"

#include <QDesktopServices>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>

namespace acp {

// The texts keep the translation context of MarkdownView, where they were first written, so the
// catalogues' translations still apply.

bool LinkOpener::isOpenable(const QUrl &url)
{
    return openableUrl(url).isValid();
}

QString LinkOpener::mailAddress(const QUrl &url)
{
    if (!url.isValid() || url.scheme().compare(QLatin1String("mailto"), Qt::CaseInsensitive) != 0) {
        return {};
    }
    // Decoded, so "a%40x%2Cb%40y" is seen for the two addresses it is. One address: a dot-atom
    // local part (no quoting, no comma, semicolon, percent or white space) and a host name with
    // a dot; ASCII only, so a look-alike domain cannot hide in it.
    const QString address = url.path(QUrl::FullyDecoded);
    static const QRegularExpression single(
        QStringLiteral("^[A-Za-z0-9!#$'*+/=^_`{|}~-]+(?:\\.[A-Za-z0-9!#$'*+/=^_`{|}~-]+)*"
                       "@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$"));
    return address.size() <= 254 && single.match(address).hasMatch() ? address : QString();
}

QUrl LinkOpener::openableUrl(const QUrl &url)
{
    if (!url.isValid()) {
        return {};
    }
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https")) {
        return url.host().isEmpty() ? QUrl() : url;
    }
    if (scheme == QLatin1String("mailto")) {
        const QString address = mailAddress(url);
        if (address.isEmpty()) {
            return {};
        }
        QUrl plain;
        plain.setScheme(QStringLiteral("mailto"));
        plain.setPath(address);
        return plain;
    }
    return {};
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
    const QUrl target = openableUrl(url);
    const bool mail = url.scheme().compare(QLatin1String("mailto"), Qt::CaseInsensitive) == 0;
    if (!target.isValid()) {
        const QString shown = elided(url.toString(QUrl::FullyEncoded));
        result.outcome = Outcome::Refused;
        result.message = mail
            ? QCoreApplication::translate("acp::MarkdownView",
                                          "Link not opened: %1 is not one e-mail address.")
                  .arg(shown)
            : url.scheme().isEmpty()
            ? QCoreApplication::translate("acp::MarkdownView",
                                          "Link not opened: \"%1\" is not a web address.")
                  .arg(shown)
            : QCoreApplication::translate("acp::MarkdownView",
                                          "Link not opened: %1 links are not allowed (%2).")
                  .arg(url.scheme(), shown);
        return result;
    }
    // The user is asked about, and the desktop gets, the plain address only.
    const bool confirmed = confirmation ? confirmation(parent, target) : askUser(parent, target);
    if (!confirmed) {
        result.outcome = Outcome::Declined;
        result.message = QCoreApplication::translate("acp::MarkdownView", "Link not opened.");
        return result;
    }
    if (!QDesktopServices::openUrl(target)) {
        result.outcome = Outcome::Failed;
        result.message = QCoreApplication::translate("acp::MarkdownView",
                                                     "Could not hand %1 to another application.")
                             .arg(elided(target.toString(QUrl::FullyEncoded)));
        return result;
    }
    result.outcome = Outcome::Opened;
    result.message = QCoreApplication::translate("acp::MarkdownView", "Opened %1")
                         .arg(elided(target.toString(QUrl::FullyEncoded)));
    if (mail && target != url) {
        result.message += QLatin1Char(' ')
            + QCoreApplication::translate("acp::MarkdownView",
                                          "(the address only: the subject, body and other fields "
                                          "the link carried were left out)");
    }
    return result;
}

} // namespace acp
