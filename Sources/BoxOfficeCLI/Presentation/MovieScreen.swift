import BoxOffice

/// What `movie` shows: a film's details and card as the details view model sent them, with every
/// text from the feed made safe to print, and whether they are the built-in sample.
///
/// The view model formats (the card's sections, the glosses); this type only cleans what came
/// from the network (``UntrustedText/sanitized(_:)``), in the exact details and in the card alike,
/// so that no view — table, JSON or CSV — can print a raw name.
///
/// `MovieScreen` is a value type and thread-safe.
struct MovieScreen: Equatable, Sendable {
  /// The details, every text sanitized.
  var details: MovieDetails
  /// The card of the sanitized details.
  var card: MovieDetailsCard
  /// Whether the details are the built-in sample rather than KOBIS's.
  var isSample: Bool

  /// The screen for `details`.
  init(details: MovieDetails, isSample: Bool) {
    let clean = UntrustedText.sanitized
    let person = { (person: MovieDetails.Person) in
      MovieDetails.Person(name: clean(person.name), englishName: person.englishName.map(clean))
    }
    self.details = MovieDetails(
      code: clean(details.code), title: clean(details.title),
      englishTitle: details.englishTitle.map(clean),
      originalTitle: details.originalTitle.map(clean),
      runtimeMinutes: details.runtimeMinutes, productionYear: details.productionYear,
      openingDate: details.openingDate, productionStatus: details.productionStatus.map(clean),
      typeName: details.typeName.map(clean), nations: details.nations.map(clean),
      genres: details.genres.map(clean), directors: details.directors.map(person),
      actors: details.actors.map {
        .init(
          person: person($0.person), role: $0.role.map(clean),
          englishRole: $0.englishRole.map(clean))
      },
      showTypes: details.showTypes.map { .init(group: clean($0.group), name: clean($0.name)) },
      companies: details.companies.map {
        .init(
          code: clean($0.code), name: clean($0.name), englishName: $0.englishName.map(clean),
          part: $0.part.map(clean))
      },
      audits: details.audits.map { .init(number: clean($0.number), grade: clean($0.grade)) },
      staff: details.staff.map { .init(person: person($0.person), role: $0.role.map(clean)) })
    card = MovieDetailsCard(details: self.details)
    self.isSample = isSample
  }
}

/// What `search` (and `movie` given a title that matches several films) shows: the search, how
/// many films match, and the page of them, every text from the feed made safe to print.
///
/// `MovieSearchScreen` is a value type and thread-safe.
struct MovieSearchScreen: Equatable, Sendable {
  /// The search as it was asked.
  var query: MovieSearchQuery
  /// How many films match in all.
  var totalCount: Int
  /// The films of the page, sanitized.
  var movies: [MovieSummary]
  /// Their cells.
  var cells: [MovieSearchCellData]
  /// Whether the films are the built-in sample rather than KOBIS's.
  var isSample: Bool

  /// The screen for a page of `query`'s results.
  init(query: MovieSearchQuery, totalCount: Int, movies: [MovieSummary], isSample: Bool) {
    let clean = UntrustedText.sanitized
    self.query = query
    self.totalCount = totalCount
    self.movies = movies.map { movie in
      MovieSummary(
        code: clean(movie.code), title: clean(movie.title),
        englishTitle: movie.englishTitle.map(clean),
        productionYear: movie.productionYear, openingDate: movie.openingDate,
        typeName: movie.typeName.map(clean), productionStatus: movie.productionStatus.map(clean),
        nations: movie.nations.map(clean), genres: movie.genres.map(clean),
        representativeNation: movie.representativeNation.map(clean),
        representativeGenre: movie.representativeGenre.map(clean),
        directors: movie.directors.map(clean),
        companies: movie.companies.map { .init(code: clean($0.code), name: clean($0.name)) })
    }
    cells = self.movies.map(MovieSearchCellData.init)
    self.isSample = isSample
  }

  /// How many pages the matches fill.
  var pageCount: Int {
    (totalCount + query.pageSize - 1) / max(1, query.pageSize)
  }
}
