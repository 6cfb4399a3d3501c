// The doc engine shows the API model: whoever reads docs reads its symbols.
@_exported import APIModel
