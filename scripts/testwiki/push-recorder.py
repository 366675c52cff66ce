#!/usr/bin/env python3
"""TEST ONLY: an imitation of ONE endpoint of Wikimedia's push service, for the test wikis.

Echo sends each push as `POST {$wgEchoPushServiceBaseUrl}/{provider}` with
`Content-Type: application/json` and a body `{"deviceTokens": [...], "messageType":
"checkEchoV1", "topic": T}` (topic only when the subscription has one), from the
`EchoPushNotificationRequest` job. This recorder accepts exactly that, on loopback, for the
providers `apns` and `fcm` (`POST /v1/message/apns`, `POST /v1/message/fcm`), answers 200, and
appends each push as one JSON line to the log:

    {"provider": "apns", "topic": "org.wikimedia.wikipedia", "deviceTokens": ["..."],
     "messageType": "checkEchoV1", "time": "2026-12-02T10:00:00.123456Z"}

Anything else is refused: another path or method 404, a body that is not such JSON 400. It
sends nothing anywhere. Started and stopped by scripts/test-wiki:

    push-recorder.py --port PORT --log FILE
"""
import argparse
import datetime
import http.server
import json
import os
import threading

PATH_PREFIX = "/v1/message/"
PROVIDERS = ("apns", "fcm")
MAX_BODY = 1 << 20
LOCK = threading.Lock()


def parse_push(body):
    """The push a body describes, or None when it is not Echo's JSON."""
    try:
        message = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(message, dict) or set(message) - {"deviceTokens", "messageType", "topic"}:
        return None
    tokens, kind, topic = message.get("deviceTokens"), message.get("messageType"), message.get("topic")
    if not isinstance(tokens, list) or not tokens or not all(isinstance(t, str) and t for t in tokens):
        return None
    if not isinstance(kind, str) or not kind or not (topic is None or isinstance(topic, str)):
        return None
    return {"deviceTokens": tokens, "messageType": kind, "topic": topic}


class Recorder(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "testwiki-push-recorder"
    sys_version = ""

    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def do_POST(self):
        provider = self.path[len(PATH_PREFIX):] if self.path.startswith(PATH_PREFIX) else None
        if provider not in PROVIDERS:
            self.close_connection = True
            return self.answer(404, {"error": "not found"})
        media_type = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
        length = self.headers.get("Content-Length", "")
        if media_type != "application/json" or not length.isdigit() or int(length) > MAX_BODY \
                or "Transfer-Encoding" in self.headers:
            self.close_connection = True
            return self.answer(400, {"error": "expected a JSON body with a Content-Length"})
        push = parse_push(self.rfile.read(int(length)))
        if push is None:
            return self.answer(400, {"error": "expected deviceTokens, messageType and topic"})
        now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        record = {"provider": provider, "topic": push["topic"], "deviceTokens": push["deviceTokens"],
                  "messageType": push["messageType"], "time": now}
        line = json.dumps(record, separators=(",", ":"))
        # One write per line, in append mode: readers never see half a line.
        with LOCK, open(self.server.log, "a", encoding="utf-8") as log:
            log.write(line + "\n")
        self.answer(200, {})

    def refuse(self):
        self.close_connection = True
        self.answer(404, {"error": "not found"})

    do_GET = do_HEAD = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = refuse

    def log_message(self, format, *args):
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--log", required=True)
    args = parser.parse_args()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), Recorder)
    server.daemon_threads = True
    server.log = os.path.abspath(args.log)
    open(server.log, "a").close()
    server.serve_forever()


if __name__ == "__main__":
    main()
