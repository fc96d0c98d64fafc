import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
/** Phones match the builder's max-width queries (36em messages, 48em drawer); the rest stays the setup's. */
function setPhone(isPhone: boolean) {
  window.matchMedia = (query: string) => ({
    ...originalMatchMedia(query),
    matches: isPhone && query.includes('max-width'),
  });
}

const openSchoolInfo = async () => {
  fireEvent.click(screen.getByTestId('school-info-button'));
  return screen.findByRole('dialog', { name: 'School info' });
};

describe('CategoryFields (spec §5 school info messages, §2 modal 7)', () => {
  beforeEach(() => useBuildStore.setState({ ...initialBuildState(), fieldErrors: MISSING }));
  afterEach(() => setPhone(false));

  it('shows one combined message on a desktop, under the summary and in the modal; the subject its own', async () => {
    setPhone(false);
    renderElement(<CategoryFields context={krContext} />);
    expect(screen.getByTestId('school-info-error')).toHaveTextContent(
      'School type is required · Grade is required · Semester is required',
    );
    expect(screen.getByTestId('school-info-button')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    const dialog = await openSchoolInfo();
    expect(within(dialog).getByTestId('school-info-modal-error')).toHaveTextContent(
      'School type is required · Grade is required · Semester is required',
    );
    expect(screen.queryByText('required field')).not.toBeInTheDocument();
  });

  it("shows 'required field' under the summary and on each missing select in the drawer on a phone", async () => {
    setPhone(true);
    renderElement(<CategoryFields context={krContext} />);
    expect(screen.getByTestId('school-info-error')).toHaveTextContent('required field');
    const dialog = await openSchoolInfo();
    expect(within(dialog).getAllByText('required field')).toHaveLength(3);
    expect(screen.queryByTestId('school-info-modal-error')).not.toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
  });

  it('offers the tree in the UI language and disables the semester until a grade is chosen', async () => {
    setPhone(false);
    useBuildStore.setState({ ...initialBuildState() });
    renderElement(<CategoryFields context={krContext} />, { lng: 'ko' });
    expect(screen.getByTestId('school-info-summary')).toHaveTextContent('아직 선택하지 않았어요');
    fireEvent.click(screen.getByTestId('school-info-button'));
    const dialog = await screen.findByRole('dialog', { name: '학교 정보' });
    expect(within(dialog).getByRole('option', { name: '고등학교' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('category-semester')).toBeDisabled();
  });

  it('edits a copy: Cancel and Esc discard it, Apply writes it to the draft in one edit', async () => {
    setPhone(false);
    useBuildStore.setState({ ...initialBuildState() });
    renderElement(<CategoryFields context={krContext} />);
    const choose = (dialog: HTMLElement) => {
      fireEvent.change(within(dialog).getByTestId('category-school-type'), { target: { value: '103' } });
      fireEvent.change(within(dialog).getByTestId('category-grade'), { target: { value: '10302' } });
      fireEvent.click(within(dialog).getByTestId('remember-school-info'));
    };
    const closed = () =>
      waitFor(() => expect(screen.queryByTestId('school-info-confirm')).not.toBeInTheDocument());

    choose(await openSchoolInfo());
    fireEvent.click(screen.getByTestId('school-info-cancel'));
    await closed();
    expect(useBuildStore.getState().form).toMatchObject({ schoolTypeId: null, isLastSchoolInfoSaved: false });

    const dialog = await openSchoolInfo();
    // Opened again, it starts from the draft, not from the discarded choices.
    expect(within(dialog).getByTestId('category-school-type')).toHaveValue('');
    choose(dialog);
    fireEvent.keyDown(within(dialog).getByTestId('category-grade'), { key: 'Escape' });
    await closed();
    expect(useBuildStore.getState().form.schoolTypeId).toBeNull();
    await waitFor(() => expect(screen.getByTestId('school-info-button')).toHaveFocus());

    const revision = useBuildStore.getState().revision;
    choose(await openSchoolInfo());
    fireEvent.click(screen.getByTestId('school-info-confirm'));
    await closed();
    expect(useBuildStore.getState().form).toMatchObject({
      schoolTypeId: '103',
      gradeId: '10302',
      semesterId: null,
      isLastSchoolInfoSaved: true,
    });
    expect(useBuildStore.getState().revision).toBe(revision + 1);
    expect(screen.getByTestId('school-info-summary')).toHaveTextContent('High school · Grade 2');
    await waitFor(() => expect(screen.getByTestId('school-info-button')).toHaveFocus());
    act(() => useBuildStore.getState().setSchoolInfoOpen(false));
  });
});
