"""Compressed answers (flask-compress): brotli when the client accepts it, else gzip.

Only answers of at least ``MIN_SIZE`` bytes, and only of the types below: the
page's files, JSON, problems, the spec and the NDJSON export. Files are sent as
streams, so streamed answers of those types are compressed too; event streams
(``text/event-stream``) never are: a compressor buffers, and each event must
reach its reader at once. Installed first, so it runs last: idempotency keeps
(and replays) the plain body.
"""

from __future__ import annotations

from flask import Flask, Response
from flask_compress import Compress

MIN_SIZE = 1024
MIMETYPES = [
    "text/html",
    "text/css",
    "text/javascript",
    "application/javascript",
    "application/json",
    "application/problem+json",
    "application/x-ndjson",
    "text/plain",
]


def install(app: Flask) -> None:
    app.config.setdefault("COMPRESS_ALGORITHM", ["br", "gzip"])
    # Brotli 5 rather than the library's 4: a tenth smaller for the page's script,
    # still far under a millisecond for the API's answers of a few KB.
    app.config.setdefault("COMPRESS_BR_LEVEL", 5)
    app.config.setdefault("COMPRESS_MIN_SIZE", MIN_SIZE)
    app.config.setdefault("COMPRESS_MIMETYPES", MIMETYPES)
    app.config.setdefault("COMPRESS_STREAMS", True)
    app.config.setdefault("COMPRESS_ALGORITHM_STREAMING", ["br", "gzip"])
    # The service answers conditional requests itself, on the version.
    app.config.setdefault("COMPRESS_EVALUATE_CONDITIONAL_REQUEST", False)
    app.after_request(_version_etag)  # registered first: runs after the compressor
    Compress(app)


def _version_etag(response: Response) -> Response:
    coding = response.headers.get("Content-Encoding")
    etag, weak = response.get_etag()
    if coding and etag and not weak and etag.endswith(f":{coding}"):
        response.set_etag(etag.removesuffix(f":{coding}"))
    return response
