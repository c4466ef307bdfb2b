# Sphinx configuration of the Tidewater corpus site (Read the Docs theme).
# theme.json is written by corpus/sphinx/gen.mjs: the wording and class that step 03 changes.
import json
import os

with open(os.path.join(os.path.dirname(__file__), 'theme.json'), encoding='utf-8') as f:
    _theme = json.load(f)

project = 'Tidewater'
author = 'The Tidewater team'
copyright = '2025, The Tidewater team'

extensions = []
templates_path = ['_templates']
exclude_patterns = ['_build']
root_doc = 'index'

html_theme = 'sphinx_rtd_theme'
html_title = 'Tidewater'
html_theme_options = {
    'navigation_depth': 2,
    'collapse_navigation': False,
}
html_static_path = ['_static']
html_css_files = ['site.css']
html_js_files = ['site.js']
html_last_updated_fmt = '%Y-%m-%d %H:%M:%S'
html_context = {
    'footer_label': _theme['footer_label'],
}
