"""File ▸ Library…: folders of games as a table with pictures, filters and the position search,
over the index of :mod:`magnetdesk.library` (library_window.py the window, filter_bar.py the
filters, table_model.py the rows, thumbnails.py the pictures, scan_thread.py the scan in the
background)."""
