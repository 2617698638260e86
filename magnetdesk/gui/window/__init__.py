"""The main window, the shell: it makes and holds the features, its menus and toolbar
(``actions``), and the View menu's window settings. Nothing imports it but the app."""
