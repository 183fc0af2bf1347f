#!/usr/bin/env python3
"""The side-by-side baseline of the sync benchmark: download the same pages the workbench does
and load them into SQLite the obvious way (standard library only).

    baseline_sync.py API_URL OWNER/NAME DATABASE [--cafile PEM] [--json FILE]

It asks for the repository, every page of the issue listing and of the repository's comment
listing (100 per page, following Link rel="next"), and the reaction list of every issue and
comment whose rollup counts any, over one kept-alive HTTP connection (https when the address
is, trusting --cafile) as the workbench does; it
decodes each answer with json.loads and inserts the rows with executemany, committing once at
the end. No ETags, no `since`, no resume: a plain full download.
"""

import argparse
import http.client
import json
import re
import resource
import ssl
import sqlite3
import sys
import time
import urllib.parse

LINK_NEXT = re.compile(r'<([^>]*)>\s*;\s*rel="?next"?')


class Client:
    def __init__(self, api_url, token="baseline-token", cafile=None):
        parts = urllib.parse.urlsplit(api_url)
        if parts.scheme == "https":
            self.host, self.port = parts.hostname, parts.port or 443
            context = ssl.create_default_context(cafile=cafile)
            self.connection = http.client.HTTPSConnection(self.host, self.port, timeout=60,
                                                          context=context)
        else:
            self.host, self.port = parts.hostname, parts.port or 80
            self.connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        self.headers = {
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "Authorization": "Bearer " + token,
            "User-Agent": "acp-workbench-baseline",
        }
        self.requests = 0

    def get(self, path_or_url):
        parts = urllib.parse.urlsplit(path_or_url)
        target = parts.path + ("?" + parts.query if parts.query else "")
        self.connection.request("GET", target, headers=self.headers)
        response = self.connection.getresponse()
        body = response.read()
        self.requests += 1
        if response.status != 200:
            raise RuntimeError(f"GET {target}: HTTP {response.status}")
        match = LINK_NEXT.search(response.getheader("Link") or "")
        return json.loads(body), (match.group(1) if match else None)

    def pages(self, path):
        url = path
        while url:
            items, url = self.get(url)
            yield items


SCHEMA = """
CREATE TABLE issues (number INTEGER PRIMARY KEY, title TEXT, body TEXT, author TEXT, state TEXT,
                     state_reason TEXT, created_at TEXT, updated_at TEXT, closed_at TEXT,
                     comments INTEGER, reactions INTEGER);
CREATE TABLE issue_labels (issue_number INTEGER, name TEXT, PRIMARY KEY (issue_number, name));
CREATE TABLE comments (id INTEGER PRIMARY KEY, issue_number INTEGER, author TEXT, body TEXT,
                       created_at TEXT, updated_at TEXT, reactions INTEGER);
CREATE TABLE reactions (id INTEGER PRIMARY KEY, subject_type TEXT, subject_id INTEGER,
                        user TEXT, content TEXT, created_at TEXT);
CREATE TABLE issue_events (id INTEGER PRIMARY KEY, issue_number INTEGER, event TEXT, label TEXT,
                           actor TEXT, created_at TEXT);
"""


def login(obj):
    return (obj or {}).get("login") or "ghost"


def run(api_url, repository, database, cafile=None):
    start = time.monotonic()
    client = Client(api_url, cafile=cafile)
    db = sqlite3.connect(database)
    db.executescript(SCHEMA)
    client.get(f"/repos/{repository}")

    reacted = []
    issue_rows, label_rows = [], []
    for page in client.pages(f"/repos/{repository}/issues?state=all&sort=updated&direction=asc&per_page=100"):
        for issue in page:
            if "pull_request" in issue:
                continue
            total = (issue.get("reactions") or {}).get("total_count", 0)
            issue_rows.append((issue["number"], issue["title"], issue.get("body") or "", login(issue.get("user")),
                               issue["state"], issue.get("state_reason") or "", issue["created_at"],
                               issue["updated_at"], issue.get("closed_at"), issue.get("comments", 0), total))
            label_rows.extend((issue["number"], label["name"]) for label in issue.get("labels", []))
            if total:
                reacted.append(("issue", issue["number"], f"/repos/{repository}/issues/{issue['number']}/reactions"))
    db.executemany("INSERT OR REPLACE INTO issues VALUES (?,?,?,?,?,?,?,?,?,?,?)", issue_rows)
    db.executemany("INSERT OR IGNORE INTO issue_labels VALUES (?,?)", label_rows)

    for page in client.pages(f"/repos/{repository}/issues/comments?sort=updated&direction=asc&per_page=100"):
        rows = []
        for comment in page:
            number = int(comment["issue_url"].rsplit("/", 1)[1])
            total = (comment.get("reactions") or {}).get("total_count", 0)
            rows.append((comment["id"], number, login(comment.get("user")), comment.get("body") or "",
                         comment["created_at"], comment["updated_at"], total))
            if total:
                reacted.append(("comment", comment["id"],
                                f"/repos/{repository}/issues/comments/{comment['id']}/reactions"))
        db.executemany("INSERT OR REPLACE INTO comments VALUES (?,?,?,?,?,?,?)", rows)

    # The label history, as the workbench reads it for the dashboard's stages.
    for page in client.pages(f"/repos/{repository}/issues/events?per_page=100"):
        db.executemany("INSERT OR REPLACE INTO issue_events VALUES (?,?,?,?,?,?)",
                       [(e["id"], (e.get("issue") or {}).get("number", 0), e["event"],
                         (e.get("label") or {}).get("name", ""), login(e.get("actor")), e["created_at"])
                        for e in page if e["event"] in ("labeled", "unlabeled", "closed", "reopened")])

    for subject_type, subject_id, path in reacted:
        for page in client.pages(path + "?per_page=100"):
            db.executemany("INSERT OR REPLACE INTO reactions VALUES (?,?,?,?,?,?)",
                           [(r["id"], subject_type, subject_id, login(r.get("user")), r["content"],
                             r.get("created_at")) for r in page])
    db.commit()
    issues = db.execute("SELECT count(*) FROM issues").fetchone()[0]
    comments = db.execute("SELECT count(*) FROM comments").fetchone()[0]
    reactions = db.execute("SELECT count(*) FROM reactions").fetchone()[0]
    db.close()
    return {
        "baseline_ms": (time.monotonic() - start) * 1000.0,
        "baseline_requests": client.requests,
        "baseline_issues": issues,
        "baseline_comments": comments,
        "baseline_reactions": reactions,
        "baseline_peak_rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("api_url")
    parser.add_argument("repository")
    parser.add_argument("database")
    parser.add_argument("--cafile", help="certificate authorities (PEM) to trust for https")
    parser.add_argument("--json", help="write the figures to this file")
    args = parser.parse_args()
    figures = run(args.api_url, args.repository, args.database, args.cafile)
    text = json.dumps(figures, indent=2)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            out.write(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
