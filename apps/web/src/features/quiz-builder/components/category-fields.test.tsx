import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderElement } from '../../../test/render';
import { initialBuildState, useBuildStore } from '../store/build-store';
import { krContext } from '../test/fixtures';
import { CategoryFields } from './category-fields';

const MISSING = {
  'field-schoolTypeId': 'School type is required',
  'field-gradeId': 'Grade is required',
  'field-semesterId': 'Semester is required',
  'field-subject': 'Subject is required',
};

const originalMatchMedia = window.matchMedia;
/** Phones match the builder's max-width query; the rest of the stub stays the setup's. */
function setPhone(isPhone: boolean) {
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: isPhone && query.includes('max-width'),
  });
}

describe('CategoryFields (spec §5 school info messages)', () => {
  beforeEach(() => useBuildStore.setState({ ...initialBuildState(), fieldErrors: MISSING }));
  afterEach(() => setPhone(false));

  it('shows one combined message on a desktop, and the subject its own', () => {
    setPhone(false);
    renderElement(<CategoryFields context={krContext} />);
    expect(screen.getByTestId('school-info-error')).toHaveTextContent(
      'School type is required · Grade is required · Semester is required',
    );
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.queryByText('required field')).not.toBeInTheDocument();
  });

  it("shows 'required field' on each missing school-info field on a phone", () => {
    setPhone(true);
    renderElement(<CategoryFields context={krContext} />);
    expect(screen.getAllByText('required field')).toHaveLength(3);
    expect(screen.queryByTestId('school-info-error')).not.toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
  });

  it('offers the tree in the UI language and disables the semester until a grade is chosen', () => {
    setPhone(false);
    useBuildStore.setState({ ...initialBuildState() });
    renderElement(<CategoryFields context={krContext} />, { lng: 'ko' });
    expect(screen.getByRole('option', { name: '고등학교' })).toBeInTheDocument();
    expect(screen.getByTestId('category-semester')).toBeDisabled();
  });
});
