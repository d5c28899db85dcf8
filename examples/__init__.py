"""Runnable examples for bot and front-end authors (docs/bots.md, docs/frontends.md)."""
