// Tests get the local wikis (TestWikiKit) through this module, with the Testing-based fakes.
@_exported import TestWikiKit
